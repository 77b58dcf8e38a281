// /de-jargonizer/compare: two texts before and after (docs/compare.md).
import { ComparePageHead } from '../../../features/compare/components/compare-page-head.tsx';
import { TextComparison } from '../../../features/compare/components/text-comparison.tsx';

export function CompareTextsRoute() {
  return (
    <>
      <ComparePageHead page="texts" />
      <TextComparison />
    </>
  );
}
