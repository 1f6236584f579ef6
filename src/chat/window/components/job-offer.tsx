/**
 * Internal dependencies
 */
import type { JobResults } from '../../core/conversation';
import {
	areaChoiceText,
	nothingFoundText,
	otherAreasText,
	widenLabel,
} from '../lib/widen-text';

interface JobOfferProps {
	results: JobResults;
	/** Take the step offered, or search another area. */
	onWiden: ( area?: string ) => void;
	/** A turn is in flight, or the candidate has moved on. */
	disabled: boolean;
}

/**
 * After a search that found nothing: what found nothing and one button for
 * the next step; or the other areas with jobs near the place. A used offer
 * keeps its buttons, disabled.
 *
 * @param props          Props.
 * @param props.results  The job results entry.
 * @param props.onWiden  Takes a step.
 * @param props.disabled Whether the buttons wait.
 */
export function JobOffer( { results, onWiden, disabled }: JobOfferProps ) {
	const { search, widen, areas } = results;
	if ( ! search ) {
		return null;
	}
	const off = disabled || Boolean( results.used );
	if ( areas && areas.length > 0 ) {
		return (
			<div className="careers-chat__offer">
				<p>{ otherAreasText( search ) }</p>
				<ul className="careers-chat__card-buttons">
					{ areas.map( ( area ) => (
						<li key={ area.name }>
							<button
								type="button"
								className="careers-chat__choice"
								disabled={ off }
								onClick={ () => onWiden( area.name ) }
							>
								{ areaChoiceText( area.name, area.count ) }
							</button>
						</li>
					) ) }
				</ul>
			</div>
		);
	}
	return widen ? (
		<div className="careers-chat__offer">
			<p>{ nothingFoundText( search ) }</p>
			<button
				type="button"
				className="careers-chat__choice"
				disabled={ off }
				onClick={ () => onWiden() }
			>
				{ widenLabel( widen, search ) }
			</button>
		</div>
	) : null;
}
