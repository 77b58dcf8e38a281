// /de-jargonizer/compare/groups: two groups of files before and after, paired by name (docs/compare.md).
import { ComparePageHead } from '../../../features/compare/components/compare-page-head.tsx';
import { GroupComparison } from '../../../features/compare/components/group-comparison.tsx';

export function CompareGroupsRoute() {
  return (
    <>
      <ComparePageHead page="groups" />
      <GroupComparison />
    </>
  );
}
