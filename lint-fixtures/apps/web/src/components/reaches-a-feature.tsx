// Shared components and lib reaching into features.
import { ResearchMenuItem } from '../features/research/components/research-menu-item.tsx'; // expect: import-x/no-restricted-paths
import { chatReducer } from '../features/exercises/lib/chat-state.ts'; // expect: import-x/no-restricted-paths

export const used = [ResearchMenuItem, chatReducer];
