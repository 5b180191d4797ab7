// Hands a code block's build-time tokens from src/theme/CodeBlock down to src/theme/CodeBlock/Content,
// past the classic theme's String and Layout components, which pass no extra props on.
import {createContext, useContext} from 'react';
import type {HighlightedLines} from './types';

export const BuildTimeTokensContext = createContext<HighlightedLines | undefined>(undefined);

export function useBuildTimeTokens(): HighlightedLines | undefined {
  return useContext(BuildTimeTokensContext);
}
