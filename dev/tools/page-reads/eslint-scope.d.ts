/*
 * The part of eslint-scope (ESLint's scope analyser, untyped) the page
 * reads use: which references of a script reach no declaration in it.
 */
declare module 'eslint-scope' {
	import type { Identifier, Program } from 'acorn';

	export interface Reference {
		identifier: Identifier;
		isRead: () => boolean;
	}

	export interface Scope {
		/** References left unresolved in this scope (globals, at the top). */
		through: Reference[];
	}

	export interface ScopeManager {
		globalScope: Scope | null;
	}

	/**
	 * The scopes of a program.
	 *
	 * @param program             An ESTree program (acorn's, with ranges).
	 * @param options             How to read it.
	 * @param options.ecmaVersion The language version.
	 * @param options.sourceType  Script or module.
	 */
	export function analyze(
		program: Program,
		options: { ecmaVersion: number; sourceType: 'script' | 'module' }
	): ScopeManager;
}
