// One compared text, coloured by band as on the analyser: mid-frequency words orange with a
// dotted underline, rare words red, bold and underlined, so the band is never told by colour
// alone; each marked word also says its band to screen readers.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_SHOWN_WORDS, piecesOf } from '../lib/segments.ts';
import { ownColours } from '../../../lib/own-colours.ts';

interface BandedTextProps {
  text: string;
  bands: string;
  direction: 'ltr' | 'rtl';
  /** What the text is, for screen readers ("Before, coloured by band"). */
  label: string;
}

export function BandedText({ text, bands, direction, label }: BandedTextProps) {
  const { t } = useTranslation('compare');
  const { pieces, cut } = useMemo(() => piecesOf(text, bands), [text, bands]);
  return (
    <>
    <div className="cmp-text" {...ownColours} dir={direction} role="group" aria-label={label} tabIndex={0}>
      {pieces.map((piece, index) =>
        piece.band === null || piece.band === 'common' ? (
          piece.text
        ) : (
          <span key={index} className={`cmp-band--${piece.band}`}>
            {piece.text}
            <span className="visually-hidden"> ({t(`compare.band.${piece.band}`)})</span>
          </span>
        ),
      )}
    </div>
    {cut && <p className="cmp-hint">{t('compare.result.cut', { count: MAX_SHOWN_WORDS })}</p>}
    </>
  );
}
