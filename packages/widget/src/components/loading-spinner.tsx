// The spinner shown until the widget is ready. Its text is what
// assistive technology hears; the circle only turns when motion is welcome (widget-styles.ts).
export function LoadingSpinner({ label }: { label: string }) {
  return (
    <div className="a11yk-loading" role="status">
      <span className="a11yk-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
