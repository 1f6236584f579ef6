/** Attributes of block.json. */
export type AuthContainerAttributes = {
	state: 'signed-in' | 'signed-out';
	greeting: string;
	loggedOutMessage: string;
};
