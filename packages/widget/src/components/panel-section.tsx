// One of the panel's three collapsible blocks (content, colours, tools). Collapsed by default
// and independent of the others; a heading holding a button with aria-expanded, so
// screen reader users can jump between sections and hear whether each is open.
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { ChevronIcon } from './icons.tsx';

type PanelSectionProps = {
  title: string;
  icon: ReactNode;
  children: ReactNode;
};

export function PanelSection({ title, icon, children }: PanelSectionProps) {
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();
  return (
    <section className="a11yk-section">
      <h3 className="a11yk-section-heading">
        <button type="button" className="a11yk-section-toggle" aria-expanded={expanded} aria-controls={bodyId} onClick={() => setExpanded((value) => !value)}>
          {icon}
          <span>{title}</span>
          <ChevronIcon className="a11yk-chevron" />
        </button>
      </h3>
      <div id={bodyId} className="a11yk-section-body" hidden={!expanded}>
        {children}
      </div>
    </section>
  );
}
