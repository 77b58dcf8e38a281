// The shell around every page: header, sidebar drawer, cookie banner, main, footer.
import { lazy, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import type { AccountMenuItems } from '../components/account-menu.tsx';
import { CookieBanner } from '../components/cookie-banner.tsx';
import { Header } from '../components/header.tsx';
import { Sidebar } from '../components/sidebar.tsx';
import { usePageViews } from '../features/analytics/hooks/use-page-views.ts';
import { useFocusHeadingOnArrival } from '../lib/focus-heading.ts';
import { Footer } from '../features/usage/components/footer.tsx';

// The research feature's entry in the account menu, fetched when the menu opens (the menu
// itself is only fetched for a signed-in visitor, docs/performance.md).
const ResearchMenuItem = lazy(async () => ({
  default: (await import('../features/research/components/research-menu-item.tsx')).ResearchMenuItem,
}));

// The admins' entry (the page of reported coach remarks), fetched the same way.
const AdminMenuItem = lazy(async () => ({
  default: (await import('../features/admin/components/admin-menu-item.tsx')).AdminMenuItem,
}));

// The courses' entry, for every signed-in user, fetched the same way.
const CoursesMenuItem = lazy(async () => ({
  default: (await import('../features/courses/components/courses-menu-item.tsx')).CoursesMenuItem,
}));

const accountMenuItems: AccountMenuItems = ({ userId, navigate }) => (
  <>
    <CoursesMenuItem onSelect={() => navigate('/courses')} />
    <ResearchMenuItem userId={userId} onSelect={() => navigate('/research')} />
    <AdminMenuItem userId={userId} onSelect={() => navigate('/admin/coach-reports')} />
  </>
);

export function RootLayout() {
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const sidebarToggle = useRef<HTMLButtonElement>(null);
  usePageViews();
  useFocusHeadingOnArrival();
  return (
    <div className="layout">
      <Header
        sidebarOpen={sidebarOpen}
        onToggleSidebar={() => setSidebarOpen((open) => !open)}
        sidebarToggleRef={sidebarToggle}
        accountMenuItems={accountMenuItems}
      />
      <Sidebar open={sidebarOpen} onOpenChange={setSidebarOpen} returnFocusTo={sidebarToggle} />
      <CookieBanner />
      <main id="main-content" tabIndex={-1} className="main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
