/**
 * The Test connection card: runs the test with the saved settings and
 * says what happened in a live region, with links to the settings at fault.
 */

/**
 * WordPress dependencies
 */
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	Spinner,
} from '@wordpress/components';
import { useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Settings } from '../../settings/types';
import type { SettingKey } from '../admin-config';
import type { ConnectionStep } from './explain-failure';
import { AtFault, LocalesView } from './report-parts';
import type { ConnectionReport } from './run-connection-test';

export interface ConnectionTestCardProps {
	saved: Settings;
	isDirty: boolean;
	labels: Partial< Record< SettingKey, string > >;
	focusSetting: ( key: SettingKey ) => void;
	run: ( settings: Settings ) => Promise< ConnectionReport >;
}

function stepTitle( step: ConnectionStep ): string {
	switch ( step ) {
		case 'configuration':
			return __(
				'Not tested: the chat settings are incomplete.',
				'careers-frontend'
			);
		case 'credentials':
			return __(
				'Failed while getting credentials from Amazon Cognito.',
				'careers-frontend'
			);
		default:
			return __(
				'Failed while sending a message to the bot.',
				'careers-frontend'
			);
	}
}

function ReportView( {
	report,
	labels,
	focusSetting,
}: Pick< ConnectionTestCardProps, 'labels' | 'focusSetting' > & {
	report: ConnectionReport;
} ) {
	if ( report.ok ) {
		return (
			<div
				className={ `careers-frontend-connection__report ${
					report.warning ? 'is-warning' : 'is-success'
				}` }
			>
				<p>
					<strong>
						{ __(
							'Connected: Amazon Cognito gave credentials and the bot answered.',
							'careers-frontend'
						) }
					</strong>
				</p>
				<p>
					{ report.reply
						? sprintf(
								/* translators: %s: the bot's reply. */
								__( 'The bot said: “%s”', 'careers-frontend' ),
								report.reply
							)
						: __(
								'The bot answered without text.',
								'careers-frontend'
							) }
				</p>
				<LocalesView report={ report } />
				{ report.warning && (
					<>
						<p>
							<strong>{ report.warning.summary }</strong>
						</p>
						<AtFault
							settings={ report.warning.settings }
							labels={ labels }
							focusSetting={ focusSetting }
						/>
						<p>{ report.warning.advice }</p>
					</>
				) }
			</div>
		);
	}
	return (
		<div className="careers-frontend-connection__report is-error">
			<p>
				<strong>{ stepTitle( report.step ) }</strong>
			</p>
			<p>{ report.summary }</p>
			{ report.serviceError && (
				<p>
					{ __( 'The service answered:', 'careers-frontend' ) }{ ' ' }
					<code className="careers-frontend-connection__service-error">
						{ report.serviceError }
					</code>
				</p>
			) }
			<AtFault
				settings={ report.settings }
				labels={ labels }
				focusSetting={ focusSetting }
			/>
			<p>{ report.advice }</p>
		</div>
	);
}

/**
 * One test at a time; a newer run's report replaces an older one's.
 *
 * @param run   Runs the test.
 * @param saved The saved settings.
 */
function useConnectionRun(
	run: ConnectionTestCardProps[ 'run' ],
	saved: ConnectionTestCardProps[ 'saved' ]
) {
	const [ report, setReport ] = useState< ConnectionReport | undefined >();
	const [ isRunning, setIsRunning ] = useState( false );
	const runs = useRef( 0 );
	const start = async () => {
		if ( isRunning ) {
			return;
		}
		const current = ++runs.current;
		setIsRunning( true );
		setReport( undefined );
		const result = await run( saved );
		if ( current === runs.current ) {
			setReport( result );
			setIsRunning( false );
		}
	};
	return { report, isRunning, start };
}

export function ConnectionTestCard( props: ConnectionTestCardProps ) {
	const { saved, isDirty, labels, focusSetting, run } = props;
	const { report, isRunning, start } = useConnectionRun( run, saved );

	return (
		<section
			aria-labelledby="careers-frontend-section-connection"
			className="careers-frontend-settings__section careers-frontend-connection"
		>
			<Card>
				<CardHeader>
					<h2
						id="careers-frontend-section-connection"
						className="careers-frontend-settings__section-title"
					>
						{ __( 'Test connection', 'careers-frontend' ) }
					</h2>
				</CardHeader>
				<CardBody>
					<p>
						{ __(
							'From this browser, gets temporary credentials from Amazon Cognito and sends the bot one message, as the chat does, using the saved settings.',
							'careers-frontend'
						) }
					</p>
					{ isDirty && (
						<p className="careers-frontend-connection__dirty">
							{ __(
								'You have unsaved changes: save them first to test them.',
								'careers-frontend'
							) }
						</p>
					) }
					<Button
						variant="secondary"
						onClick={ start }
						isBusy={ isRunning }
						aria-disabled={ isRunning }
					>
						{ __( 'Test connection', 'careers-frontend' ) }
					</Button>
					<div
						className="careers-frontend-connection__result"
						role="status"
						aria-live="polite"
					>
						{ isRunning && (
							<p>
								<Spinner />
								{ __(
									'Testing the connection…',
									'careers-frontend'
								) }
							</p>
						) }
						{ report && (
							<ReportView
								report={ report }
								labels={ labels }
								focusSetting={ focusSetting }
							/>
						) }
					</div>
				</CardBody>
			</Card>
		</section>
	);
}
