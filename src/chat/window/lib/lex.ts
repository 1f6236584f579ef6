/**
 * The markdown renderer's type, apart from the code that loads it
 * (load-lexer.ts) and the chunk that implements it (markdown-chunk.ts),
 * so what only names the type imports neither.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/** Markdown source to React elements. */
export type Lex = ( markdown: string ) => ReactNode[];
