/*
 * The stopword package ships no type declarations; these cover the lists
 * the answers' language data uses (ISO 639-3 codes).
 */
declare module 'stopword' {
	export const eng: string[];
	export const spa: string[];
}
