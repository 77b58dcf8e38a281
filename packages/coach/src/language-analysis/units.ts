// Units that make a number a measured quantity ("40 mg", "3.2 mm per year", "$20"). A bare
// number or a year is not a quantity; a number followed by one of these is. Both languages'
// common units and their spelled-out names; lowercased.

export const englishUnits: ReadonlySet<string> = new Set([
  // length, area, volume
  'nm', 'µm', 'um', 'mm', 'cm', 'm', 'km', 'mile', 'miles', 'inch', 'inches', 'foot', 'feet', 'ft', 'yard', 'yards',
  'nanometre', 'nanometres', 'nanometer', 'nanometers', 'micrometre', 'micrometres', 'micron', 'microns',
  'millimetre', 'millimetres', 'millimeter', 'millimeters', 'centimetre', 'centimetres', 'centimeter', 'centimeters',
  'metre', 'metres', 'meter', 'meters', 'kilometre', 'kilometres', 'kilometer', 'kilometers',
  'hectare', 'hectares', 'ha', 'acre', 'acres', 'km2', 'm2', 'm²', 'km²', 'm3', 'm³',
  'ml', 'l', 'litre', 'litres', 'liter', 'liters', 'millilitre', 'millilitres', 'milliliter', 'milliliters', 'gallon', 'gallons',
  // mass
  'ng', 'µg', 'ug', 'mg', 'g', 'kg', 't', 'gram', 'grams', 'kilogram', 'kilograms', 'milligram', 'milligrams',
  'microgram', 'micrograms', 'tonne', 'tonnes', 'ton', 'tons', 'pound', 'pounds', 'lb', 'lbs', 'ounce', 'ounces', 'oz',
  'mg/kg', 'mg/l', 'g/l', 'µg/m3', 'µg/m³', 'ppm', 'ppb',
  // energy, power, other physics
  'j', 'kj', 'kcal', 'cal', 'calorie', 'calories', 'joule', 'joules', 'w', 'kw', 'mw', 'gw', 'kwh', 'mwh', 'gwh', 'watt', 'watts',
  'kilowatt', 'kilowatts', 'megawatt', 'megawatts', 'v', 'volt', 'volts', 'hz', 'khz', 'mhz', 'ghz', 'db', 'decibel', 'decibels',
  'pa', 'kpa', 'bar', 'atm', 'n', 'newton', 'newtons', 'mol', 'mmol', 'µmol',
  // temperature
  '°c', '°f', '°', 'degree', 'degrees', 'kelvin', 'celsius', 'fahrenheit',
  // scores and money (counts of things, "300 wells", are quantities by their plural noun)
  'point', 'points', 'dollars', 'euros', 'shekels',
]);

/** Currency signs that make the following number an amount ("$20", "€3 million"). */
export const currencySigns: ReadonlySet<string> = new Set(['$', '€', '£', '₪', '¥']);

/** Time units: a number with one of these is a stretch of time (a date entity), not evidence by itself. */
export const englishTimeUnits: ReadonlySet<string> = new Set([
  'second', 'seconds', 'minute', 'minutes', 'hour', 'hours', 'day', 'days', 'week', 'weeks', 'month', 'months',
  'year', 'years', 'decade', 'decades', 'century', 'centuries', 'millennium', 'millennia',
]);

export const hebrewUnits: ReadonlySet<string> = new Set([
  'מ"מ', 'ס"מ', 'מטר', 'מטרים', 'ק"מ', 'קילומטר', 'קילומטרים', 'ליטר', 'ליטרים', 'מ"ל', 'גרם', 'ק"ג', 'קילוגרם',
  'מ"ג', 'מיליגרם', 'טון', 'טונות', 'מעלות', 'מעלה', 'וואט', 'קוט"ש', 'דונם', 'דונמים', 'שקל', 'שקלים', 'דולר',
  'מיליון', 'מיליארד', 'אלף', 'אלפי', 'משתתפים', 'חולים', 'ילדים', 'תלמידים', 'מקרים', 'נבדקים', 'דגימות',
]);

export const hebrewPercentWords: ReadonlySet<string> = new Set(['אחוז', 'אחוזים', 'האחוזים']);

export const hebrewTimeUnits: ReadonlySet<string> = new Set([
  'שניות', 'דקות', 'שעות', 'ימים', 'יום', 'שבוע', 'שבועות', 'חודש', 'חודשים', 'שנה', 'שנים', 'עשור', 'עשורים',
]);
