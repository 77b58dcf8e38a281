// The id of the widget's own container, a child of <body> (use-widget-container.ts); the page
// rules leave it alone (page-rules.ts). Apart from the rules so the launcher needs only this.
export const WIDGET_ROOT_ID = 'accessibilik-root';
