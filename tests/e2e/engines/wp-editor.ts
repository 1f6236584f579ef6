/**
 * What the smoke tests do in WordPress's admin, in any engine: the steps of
 * the Admin and Editor helpers of WordPress's e2e-test-utils-playwright
 * they use (which drive Playwright's page only), over the neutral site.
 */
import { expect } from './expect';
import type { EngineLocator } from './locator';
import { retry } from './locator';
import type { EngineSite } from './site';

interface WordPressWindow {
	wp?: {
		data?: {
			select: (
				store: string
			) => Record< string, ( ...args: unknown[] ) => unknown >;
			dispatch: (
				store: string
			) => Record< string, ( ...args: unknown[] ) => unknown >;
			subscribe: ( listener: () => void, store: string ) => () => void;
		};
		blocks?: {
			createBlock: ( name: string ) => unknown;
		};
	};
}

export class EngineEditor {
	constructor( readonly site: EngineSite ) {}

	private get topBar(): EngineLocator {
		return this.site.getByRole( 'region', { name: 'Editor top bar' } );
	}

	/** The editor's iframed canvas (every supported version iframes it). */
	get canvas(): EngineLocator {
		return this.site.locator( 'iframe[name="editor-canvas"]' ).frame();
	}

	/**
	 * Go to an admin page, signed in.
	 *
	 * @param adminPath Under /wp-admin/.
	 * @param query     Its query string.
	 */
	async visitAdminPage( adminPath: string, query = '' ): Promise< void > {
		await this.site.goto(
			`/wp-admin/${ adminPath }${ query ? `?${ query }` : '' }`
		);
		const url = await this.site.url();
		if ( url.pathname.endsWith( 'wp-login.php' ) ) {
			throw new Error( 'Not logged in' );
		}
	}

	/** Until WordPress's data stores and blocks are there. */
	private async editorReady(): Promise< void > {
		await retry( async () => {
			const ready = await this.site.evaluate( () => {
				const { wp } = window as WordPressWindow & Window;
				return Boolean( wp?.data && wp?.blocks );
			} );
			return ready ? { value: true } : { wait: 'no wp.data yet' };
		}, 30_000 );
	}

	/**
	 * Set editor preferences (no welcome guide, …).
	 *
	 * @param context     The preferences' scope (`core/edit-post`).
	 * @param preferences Names and values.
	 */
	async setPreferences(
		context: string,
		preferences: Record< string, boolean >
	): Promise< void > {
		await this.editorReady();
		await this.site.evaluate(
			async ( props ) => {
				const data = ( window as WordPressWindow & Window ).wp?.data;
				for ( const [ key, value ] of Object.entries(
					props.preferences
				) ) {
					await data
						?.dispatch( 'core/preferences' )
						.set( props.context, key, value );
				}
			},
			{ context, preferences }
		);
	}

	async createNewPost( title: string ): Promise< void > {
		await this.visitAdminPage(
			'post-new.php',
			new URLSearchParams( { post_title: title } ).toString()
		);
		await this.setPreferences( 'core/edit-post', {
			welcomeGuide: false,
			fullscreenMode: false,
		} );
	}

	async insertBlock( name: string ): Promise< void > {
		await this.editorReady();
		await this.site.evaluate( ( blockName ) => {
			const { wp } = window as WordPressWindow & Window;
			wp?.data
				?.dispatch( 'core/block-editor' )
				.insertBlock( wp.blocks?.createBlock( blockName ) );
		}, name );
	}

	async openDocumentSettingsSidebar(): Promise< void > {
		const toggle = this.topBar.getByRole( 'button', {
			name: 'Settings',
			exact: true,
		} );
		if ( ( await toggle.getAttribute( 'aria-expanded' ) ) === 'false' ) {
			await toggle.click();
			await this.site
				.getByRole( 'region', { name: 'Editor settings' } )
				.getByRole( 'button', { name: 'Close Settings' } )
				.waitFor();
		}
	}

	/** Publish the post; its id. */
	async publishPost(): Promise< number > {
		const save = this.topBar.getByRole( 'button', {
			name: 'Save',
			exact: true,
		} );
		const publish = this.topBar.getByRole( 'button', {
			name: 'Publish',
			exact: true,
		} );
		await ( ( await save.isVisible() ) ? save : publish ).click();
		const panel = this.site.getByRole( 'region', {
			name: 'Editor publish',
		} );
		const saveEntities = panel.getByRole( 'button', {
			name: 'Save',
			exact: true,
		} );
		if ( await saveEntities.isVisible() ) {
			await saveEntities.click();
		}
		await panel
			.getByRole( 'button', { name: 'Publish', exact: true } )
			.click();
		await expect( this.savedNotice( /published/ ) ).toBeVisible();
		return Number( ( await this.site.url() ).searchParams.get( 'post' ) );
	}

	/**
	 * The snackbar that says a save is done.
	 *
	 * @param text What it says.
	 */
	private savedNotice( text: RegExp ): EngineLocator {
		return this.site
			.locator( '.components-snackbar' )
			.getByText( text )
			.first();
	}

	/**
	 * The site editor on one template part, in its canvas, once loaded.
	 *
	 * @param postId   The part's id (`theme//slug`).
	 * @param postType Its type.
	 */
	async visitSiteEditor( postId: string, postType: string ): Promise< void > {
		await this.visitAdminPage(
			'site-editor.php',
			new URLSearchParams( {
				postId,
				postType,
				canvas: 'edit',
			} ).toString()
		);
		await this.setPreferences( 'core/edit-site', {
			welcomeGuide: false,
			welcomeGuideStyles: false,
			welcomeGuidePage: false,
			welcomeGuideTemplate: false,
		} );
		await this.site.evaluate( waitForCoreResolvers );
	}

	/**
	 * Select a block in the canvas.
	 *
	 * @param block The block's element.
	 */
	async selectBlock( block: EngineLocator ): Promise< void > {
		const clientId = await block.getAttribute( 'data-block' );
		await this.site.evaluate( ( id ) => {
			( window as WordPressWindow & Window ).wp?.data
				?.dispatch( 'core/block-editor' )
				.selectBlock( id );
		}, clientId );
	}

	/**
	 * An item of the selected block's Options menu, chosen by keyboard.
	 *
	 * A pointer click on the item, in Firefox, missed it in 2 of 18 runs
	 * here: once it opened a dialog instead, which hides the rest of the
	 * page, block toolbar included, until closed (CI's failure at
	 * e2c4dbd). Enter on the focused item cannot miss. The menu is opened
	 * only when closed, so a caller that tries again does not shut it.
	 *
	 * @param label The item.
	 */
	async clickBlockOptionsMenuItem( label: string ): Promise< void > {
		const options = this.site
			.getByRole( 'toolbar', { name: 'Block tools' } )
			.getByRole( 'button', { name: 'Options', exact: true } );
		if ( ( await options.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
			await options.click();
		}
		await this.site
			.getByRole( 'menu', { name: 'Options' } )
			.getByRole( 'menuitem', { name: label } )
			.press( 'Enter' );
	}

	/** Save what the site editor changed (one entity). */
	async saveSiteEditorEntities(): Promise< void > {
		const save = this.topBar.getByRole( 'button', {
			name: 'Save',
			exact: true,
		} );
		const publish = this.topBar.getByRole( 'button', { name: 'Publish' } );
		await ( ( await save.isVisible() ) ? save : publish ).click();
		await expect(
			this.savedNotice( /(updated|published)\./ )
		).toBeVisible();
	}
}

/**
 * In the page: resolves once WordPress's `core` store has no request in
 * flight for 100 ms (at most 10 s), as the site editor's own loading
 * check does.
 */
function waitForCoreResolvers(): Promise< void > {
	const data = ( window as WordPressWindow & Window ).wp?.data;
	return new Promise( ( resolve ) => {
		let pause: ReturnType< typeof setTimeout > | undefined;
		let unsubscribe = () => {};
		const finish = () => {
			unsubscribe();
			clearTimeout( pause );
			clearTimeout( longest );
			resolve();
		};
		const longest = setTimeout( finish, 10_000 );
		const check = () => {
			if ( data?.select( 'core' ).hasResolvingSelectors() ) {
				clearTimeout( pause );
				pause = undefined;
			} else if ( ! pause ) {
				pause = setTimeout( finish, 100 );
			}
		};
		unsubscribe = data?.subscribe( check, 'core' ) ?? unsubscribe;
		check();
	} );
}
