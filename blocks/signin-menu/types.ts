/** Attributes of block.json. */
export type SignInMenuAttributes = {
	signedOutLabel: string;
	signedInLabel: string;
};
