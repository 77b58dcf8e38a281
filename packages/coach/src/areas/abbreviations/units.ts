// English units and their spelled-out names, lowercased: a unit in capitals (kWh, MW) is no
// abbreviation to spell out (abbreviation-shape.ts); nor is a Hebrew unit or the shekel written as
// an acronym (hebrew-acronyms.ts), read as its amount.

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
  // doses of vitamins and hormones (international units)
  'iu',
  // energy, power, other physics
  'j', 'kj', 'kcal', 'cal', 'calorie', 'calories', 'joule', 'joules', 'w', 'kw', 'mw', 'gw', 'kwh', 'mwh', 'gwh', 'watt', 'watts',
  'kilowatt', 'kilowatts', 'megawatt', 'megawatts',
  // electric, thermal and peak power ("25 MWe", "5 kWp")
  'kwe', 'mwe', 'gwe', 'kwth', 'mwth', 'kwp', 'mwp', 'v', 'volt', 'volts', 'hz', 'khz', 'mhz', 'ghz', 'db', 'decibel', 'decibels',
  'pa', 'kpa', 'bar', 'atm', 'n', 'newton', 'newtons', 'mol', 'mmol', 'µmol',
  // temperature
  '°c', '°f', '°', 'degree', 'degrees', 'kelvin', 'celsius', 'fahrenheit',
  // scores and money (counts of things, "300 wells", are quantities by their plural noun)
  'point', 'points', 'dollars', 'euros', 'shekels',
]);

/** Hebrew units and the shekel as acronyms, by their letters without the gershayim (קוט"ש, קמ"ש, ס"מ, ש"ח). */
export const hebrewUnits: ReadonlySet<string> = new Set(['קוטש', 'קוט', 'מגוט', 'קמש', 'קמר', 'סמ', 'ממ', 'קמ', 'מר', 'מק', 'קג', 'מג', 'מקג', 'מל', 'סמק', 'שח']);
