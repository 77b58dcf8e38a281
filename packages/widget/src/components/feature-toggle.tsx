// An on/off adjustment: a real button with aria-pressed, a check mark so "on" is not shown by
// colour alone, and a help tooltip.
import type { Ref } from 'react';
import { HelpTooltip } from './help-tooltip.tsx';

type FeatureToggleProps = {
  label: string;
  help: string;
  pressed: boolean;
  onToggle: () => void;
  wide?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

export function FeatureToggle({ label, help, pressed, onToggle, wide = false, ref }: FeatureToggleProps) {
  return (
    <div className={wide ? 'a11yk-wide' : undefined}>
      <HelpTooltip text={help}>
        <button ref={ref} type="button" className="a11yk-toggle" aria-pressed={pressed} onClick={onToggle}>
          {pressed ? (
            <span className="a11yk-check" aria-hidden="true">
              ✓
            </span>
          ) : null}
          <span>{label}</span>
        </button>
      </HelpTooltip>
    </div>
  );
}
