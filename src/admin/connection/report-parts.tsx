/**
 * Parts of a connection test report: the settings at fault, and which
 * locales the bot has.
 */

/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { SettingKey } from '../admin-config';
import type { ConnectionReport } from './run-connection-test';

/**
 * Links to the settings at fault, which move focus to them.
 *
 * @param props              Props.
 * @param props.settings     The settings at fault.
 * @param props.labels       Field labels.
 * @param props.focusSetting Moves focus to a setting.
 */
export function AtFault( {
	settings,
	labels,
	focusSetting,
}: {
	labels: Partial< Record< SettingKey, string > >;
	focusSetting: ( key: SettingKey ) => void;
} & {
	settings: SettingKey[];
} ) {
	if ( settings.length === 0 ) {
		return null;
	}
	return (
		<div className="careers-frontend-connection__at-fault">
			<p>{ __( 'Most likely at fault:', 'careers-frontend' ) }</p>
			<ul>
				{ settings.map( ( key ) => (
					<li key={ key }>
						<Button
							variant="link"
							onClick={ () => focusSetting( key ) }
						>
							{ labels[ key ] ?? key }
						</Button>
					</li>
				) ) }
			</ul>
		</div>
	);
}

/**
 * Which locales the bot has, of those the settings use (Lex V2).
 *
 * @param props        Props.
 * @param props.report A successful report.
 */
export function LocalesView( {
	report,
}: {
	report: Extract< ConnectionReport, { ok: true } >;
} ) {
	const { locale, locales } = report;
	if ( ! locale || ! locales ) {
		return null;
	}
	return (
		<>
			<p>
				{ sprintf(
					/* translators: 1: the Lex locale that answered, e.g. es_US; 2: locales, e.g. "en_US, es_US". */
					__(
						'It answered in %1$s. Of the locales these settings use, the bot has: %2$s.',
						'careers-frontend'
					),
					locale,
					locales.has.join( ', ' )
				) }
			</p>
			{ locales.lacks.length > 0 && (
				<p>
					{ sprintf(
						/* translators: %s: Lex locales, e.g. "fr_CA, es_MX". */
						__( 'It lacks: %s.', 'careers-frontend' ),
						locales.lacks.join( ', ' )
					) }
				</p>
			) }
		</>
	);
}
