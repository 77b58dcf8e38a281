// The shell around every page: header, sidebar drawer, main, footer, cookie banner.
import { useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { CookieBanner } from '../components/cookie-banner.tsx';
import { Header } from '../components/header.tsx';
import { Sidebar } from '../components/sidebar.tsx';
import { usePageViews } from '../features/analytics/hooks/use-page-views.ts';
import { Footer } from '../features/usage/components/footer.tsx';

export function RootLayout() {
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const sidebarToggle = useRef<HTMLButtonElement>(null);
  usePageViews();
  return (
    <div className="layout">
      <Header
        sidebarOpen={sidebarOpen}
        onToggleSidebar={() => setSidebarOpen((open) => !open)}
        sidebarToggleRef={sidebarToggle}
      />
      <Sidebar open={sidebarOpen} onOpenChange={setSidebarOpen} returnFocusTo={sidebarToggle} />
      <main id="main-content" tabIndex={-1} className="main">
        <Outlet />
      </main>
      <Footer />
      <CookieBanner />
    </div>
  );
}
