// A hook in a .ts file breaking the rules of hooks.
import { useState } from 'react';

export function useConditional(enabled: boolean) {
  if (!enabled) return null;
  return useState(0); // expect: react-hooks/rules-of-hooks
}
