/**
 * An error the developer can act on: what went wrong and the one fix.
 * The entry points print it without a stack trace.
 */
export class StackError extends Error {
	readonly fix: string;

	constructor( message: string, fix: string ) {
		super( message );
		this.name = 'StackError';
		this.fix = fix;
	}
}

/**
 * Print an error for a person and return the exit code.
 *
 * @param error What was thrown.
 */
export function reportFailure( error: unknown ): number {
	if ( error instanceof StackError ) {
		process.stderr.write(
			`\n✖ ${ error.message }\n  Fix: ${ error.fix }\n`
		);
		return 1;
	}
	process.stderr.write(
		`\n✖ The stack failed: ${
			error instanceof Error
				? ( error.stack ?? error.message )
				: String( error )
		}\n`
	);
	return 1;
}
