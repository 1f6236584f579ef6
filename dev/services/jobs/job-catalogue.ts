/**
 * The jobs the job API stand-in searches: the fixture's 360 jobs in 14
 * categories, which a test may grow to more categories (say 60, as a large
 * careers site has) or give a new one while the stack runs, through the
 * `/__categories` control endpoint (jobs-controls.ts).
 */
import {
	ANCHOR_CITIES,
	JOB_CATEGORIES,
	JOBS,
	makeJob,
	placeNamed,
	type Job,
} from './job-fixture';

/** Names for categories beyond the fixture's, in the order they are added. */
export const MORE_CATEGORIES: readonly string[] = [
	'Aerospace',
	'Agriculture',
	'Architecture',
	'Automotive',
	'Aviation',
	'Banking',
	'Biotechnology',
	'Business Development',
	'Clinical Research',
	'Communications',
	'Compliance',
	'Construction',
	'Consulting',
	'Culinary',
	'Cybersecurity',
	'Data Science',
	'Dental',
	'Design',
	'Education',
	'Energy',
	'Environmental Services',
	'Facilities',
	'Fitness',
	'Government',
	'Insurance',
	'Laboratory',
	'Legal',
	'Maintenance',
	'Manufacturing',
	'Media',
	'Mental Health',
	'Nonprofit',
	'Operations',
	'Pharmacy',
	'Physical Therapy',
	'Procurement',
	'Product Management',
	'Project Management',
	'Public Relations',
	'Quality Assurance',
	'Real Estate',
	'Research',
	'Security',
	'Social Work',
	'Software Development',
	'Telecommunications',
	'Transportation',
	'Veterinary',
	'Warehouse',
];

/** The most categories `setCategoryCount` makes. */
export const MAX_CATEGORIES = JOB_CATEGORIES.length + MORE_CATEGORIES.length;

const TITLE_PATTERNS = [
	( category: string ) => `${ category } Associate`,
	( category: string ) => `${ category } Specialist`,
	( category: string ) => `${ category } Coordinator`,
	( category: string ) => `Senior ${ category } Analyst`,
	( category: string ) => `${ category } Manager`,
];

export class JobCatalogue {
	private added: Job[] = [];

	/** Every job the API searches now. */
	jobs(): readonly Job[] {
		return this.added.length ? [ ...JOBS, ...this.added ] : JOBS;
	}

	/** Category names, sorted. */
	categories(): string[] {
		return [
			...new Set( this.jobs().map( ( job ) => job.primary_category ) ),
		].sort( ( a, b ) => a.localeCompare( b ) );
	}

	/**
	 * A new category with one job in each city that has every category
	 * (Austin, Chicago, New York, Seattle, Atlanta), or in the cities given.
	 * @param name   The category.
	 * @param cities Where its jobs are.
	 */
	addCategory(
		name: string,
		cities: readonly string[] = ANCHOR_CITIES
	): Job[] {
		const start = JOBS.length + this.added.length;
		const jobs = cities.map( ( city, index ) =>
			makeJob(
				start + index,
				name,
				TITLE_PATTERNS[ index % TITLE_PATTERNS.length ]( name ),
				placeNamed( city ),
				''
			)
		);
		this.added.push( ...jobs );
		return jobs;
	}

	/**
	 * The fixture's categories and the first of MORE_CATEGORIES up to
	 * `count` in all (no fewer than the fixture's 14).
	 * @param count Categories wanted.
	 */
	setCategoryCount( count: number ): void {
		this.reset();
		const extra = Math.max( 0, count - JOB_CATEGORIES.length );
		for ( const name of MORE_CATEGORIES.slice( 0, extra ) ) {
			this.addCategory( name );
		}
	}

	/** Back to the fixture. */
	reset(): void {
		this.added = [];
	}
}
