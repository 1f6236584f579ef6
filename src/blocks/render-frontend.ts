/**
 * The one way a block's view script starts: find the block's wrappers,
 * keep those the server rendered (server-config.ts), read their config
 * from the server, and start each on its own, so one failing block never
 * stops the others.
 */

/**
 * Internal dependencies
 */
import { documentMember } from '../shared/page-document';
import {
	instanceConfig,
	readServerConfig,
	type InstanceConfig,
} from './server-config';

export interface FrontendBlock< Config > {
	/** Block name without namespace (`chat-assistant`). */
	block: string;
	/**
	 * The typed config from the instance's and the block's shared server
	 * config; null when it is unusable (the block stays as rendered).
	 */
	readConfig: ( instance: InstanceConfig, shared: unknown ) => Config | null;
	start: ( wrapper: HTMLElement, config: Config ) => void;
}

export interface RenderFrontendDeps {
	doc: Document;
	logger: Pick< Console, 'warn' | 'error' >;
}

/**
 * @param spec Block name, config reader and starter.
 * @param deps The page and the console.
 */
export function renderFrontend< Config >(
	spec: FrontendBlock< Config >,
	deps: RenderFrontendDeps = { doc: document, logger: console }
): void {
	const { doc, logger } = deps;
	const config = readServerConfig( doc );
	documentMember(
		doc,
		'querySelectorAll'
	)< HTMLElement >( `.wp-block-careers-frontend-${ spec.block }` ).forEach(
		( wrapper ) => {
			const instance = instanceConfig( config, wrapper, spec.block );
			if ( ! instance ) {
				// Markup in post content, not a block the server rendered.
				logger.warn(
					`Careers Frontend: ignored a ${ spec.block } the server did not render${
						wrapper.id ? ` (#${ wrapper.id })` : ''
					}.`
				);
				return;
			}
			const typed = spec.readConfig(
				instance,
				config.shared?.[ spec.block ]
			);
			if ( typed === null ) {
				return;
			}
			try {
				spec.start( wrapper, typed );
			} catch ( error ) {
				logger.error( error );
			}
		}
	);
}
