// The export's CSV writer and the research API's query rules, cell by cell.
import { describe, expect, it } from 'vitest';
import { parseEditionsParam, researchExportQuerySchema, RESEARCH_EDITIONS } from '@scicomm/shared/research-api';
import { csvCell, toCsv } from '../file-formats/csv.ts';
import { exportFileName, toSessionRange } from './research-service.ts';
import { parseCsv } from './testing.ts';

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks, and doubles quotes', () => {
    expect(csvCell('plain text')).toBe('plain text');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('line 1\r\nline 2')).toBe('"line 1\r\nline 2"');
  });

  it('guards text a spreadsheet would run as a formula, and leaves numbers alone', () => {
    for (const text of ['=1+2', '+972', '-x', '@SUM(A1)', '\tTab', '\rCR']) expect(csvCell(text).replace(/^"/, '')).toMatch(/^'/);
    // The full-width forms, which some spreadsheets read as = + - @ too.
    for (const text of ['\uFF1D1+2', '\uFF0B972', '\uFF0Dx', '\uFF20SUM(A1)']) expect(csvCell(text)).toBe(`'${text}`);
    expect(csvCell('=HYPERLINK("x", "y")')).toBe(`"'=HYPERLINK(""x"", ""y"")"`);
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes dates as ISO 8601, booleans as true/false, objects as JSON, null as empty', () => {
    expect(csvCell(new Date('2026-03-01T10:20:30.000Z'))).toBe('2026-03-01T10:20:30.000Z');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell({ '3': { pasted: true } })).toBe('"{""3"":{""pasted"":true}}"');
  });
});

describe('toCsv', () => {
  it('is UTF-8 with a BOM, CRLF records as long as the header, and reads back exactly', () => {
    const csv = toCsv(['name', 'text', 'n'], [['שלום, עולם', 'two\nlines "quoted"', 3], ['-x']]);
    expect(csv.startsWith('\uFEFFname,text,n\r\n')).toBe(true);
    expect(parseCsv(csv.slice(1))).toEqual([
      ['name', 'text', 'n'],
      ['שלום, עולם', 'two\nlines "quoted"', '3'],
      ["'-x", '', ''],
    ]);
  });
});

describe('research queries', () => {
  it('reads editions, and all of them when none are named', () => {
    expect(parseEditionsParam(undefined)).toEqual([...RESEARCH_EDITIONS]);
    expect(parseEditionsParam('coherence-slim, half-life-full')).toEqual(['half-life-full', 'coherence-slim']);
    expect(researchExportQuerySchema.safeParse({ editions: 'half-life-full,nope' }).success).toBe(false);
  });

  it('checks dates and their order', () => {
    expect(researchExportQuerySchema.safeParse({ from: '2026-02-28', to: '2026-02-28' }).success).toBe(true);
    expect(researchExportQuerySchema.safeParse({ from: '2026-02-29' }).success).toBe(false);
    expect(researchExportQuerySchema.safeParse({ from: '2026-3-1' }).success).toBe(false);
    expect(researchExportQuerySchema.safeParse({ from: '2026-03-02', to: '2026-03-01' }).success).toBe(false);
  });

  it('turns UTC days into a half-open range, both days included', () => {
    expect(toSessionRange({ from: '2026-03-01', to: '2026-03-01' })).toEqual({
      from: new Date('2026-03-01T00:00:00Z'),
      to: new Date('2026-03-02T00:00:00Z'),
    });
    expect(toSessionRange({})).toEqual({ from: undefined, to: undefined });
  });

  it('names the file after the edition and the range', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(exportFileName([...RESEARCH_EDITIONS], {}, now)).toBe('research-export_2026-11-23.csv');
    expect(exportFileName(['coherence-slim'], { from: '2026-03-01' }, now)).toBe('research-export_coherence-slim_2026-03-01_to_now.csv');
    expect(exportFileName(['coherence-slim', 'coherence-full'], { to: '2026-03-01' }, now)).toBe('research-export_start_to_2026-03-01.csv');
  });
});
