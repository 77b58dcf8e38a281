// The site's CSV writer lives in @scicomm/shared/csv-file, where the command line's corpus results
// (packages/jargon) use it too; the server's files import it from here.
export { cellText, csvCell, csvLines, csvRecords, toCsv, type CsvValue } from '@scicomm/shared/csv-file';
