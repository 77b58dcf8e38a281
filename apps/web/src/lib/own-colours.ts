// Spread on an element whose colours carry meaning (a text coloured by band, its key): the
// accessibility widget's contrast modes and text colour leave it to the site's own colours for
// those modes (components/tool.css). The attribute is the widget's OWN_COLOURS_ATTRIBUTE, written
// out here so the first page load does not pull in the widget's module for one string.
export const ownColours = { 'data-accessibilik-own-colours': '' } as const;
