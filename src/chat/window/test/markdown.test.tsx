/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { BotText } from '../components/bot-text';
import {
	RenderContext,
	type RenderSettings,
} from '../components/render-context';
import type { LinkTarget } from '../lib/safe-url';
import { testLex } from './test-lexer';

function renderText(
	text: string,
	{ markdown = true, linkTarget = '_blank' as LinkTarget, lex = true } = {}
) {
	const settings: RenderSettings = {
		linkTarget,
		baseUrl: 'https://careers.example.test/careers/',
		lex: lex ? testLex : null,
	};
	return render(
		<RenderContext.Provider value={ settings }>
			<BotText text={ text } markdown={ markdown } />
		</RenderContext.Provider>
	);
}

describe( 'bot text', () => {
	it( 'renders markdown as elements, links in a new tab', () => {
		const { container } = renderText(
			'Tell me the **area**, or [search all jobs](/jobs/).\n\n- one\n- two'
		);
		expect( container.querySelector( 'strong' ) ).toHaveTextContent(
			'area'
		);
		const link = screen.getByRole( 'link', { name: /search all jobs/ } );
		expect( link ).toHaveAttribute( 'href', '/jobs/' );
		expect( link ).toHaveAttribute( 'target', '_blank' );
		expect( link ).toHaveAttribute( 'rel', 'noopener noreferrer' );
		expect( link ).toHaveTextContent( '(opens in a new tab)' );
		expect( screen.getAllByRole( 'listitem' ) ).toHaveLength( 2 );
	} );

	it( 'opens links in the same tab when configured', () => {
		renderText( '[jobs](https://example.test/jobs)', {
			linkTarget: '_self',
		} );
		const link = screen.getByRole( 'link', { name: 'jobs' } );
		expect( link ).not.toHaveAttribute( 'target' );
		expect( link ).not.toHaveAttribute( 'rel' );
	} );

	it( 'never turns bot HTML or script links into markup', () => {
		const { container } = renderText(
			'<img src=x onerror="alert(1)"> <b>bold</b> [click](javascript:alert(1)) ![pic](https://example.test/p.png)'
		);
		expect( container.querySelector( 'img' ) ).toBeNull();
		expect( container.querySelector( 'b' ) ).toBeNull();
		expect( container ).toHaveTextContent(
			'<img src=x onerror="alert(1)">'
		);
		expect( screen.queryByRole( 'link', { name: 'click' } ) ).toBeNull();
		expect( container ).toHaveTextContent( 'click' );
		// An image becomes a link to it: nothing loads from bot text.
		expect( screen.getByRole( 'link', { name: /pic/ } ) ).toHaveAttribute(
			'href',
			'https://example.test/p.png'
		);
	} );

	it( 'makes addresses in plain replies clickable when markdown is off', () => {
		const { container } = renderText(
			'Apply at https://example.test/apply. **Not bold**',
			{ markdown: false }
		);
		expect(
			screen.getByRole( 'link', {
				name: /https:\/\/example.test\/apply/,
			} )
		).toHaveAttribute( 'href', 'https://example.test/apply' );
		expect( container.querySelector( 'strong' ) ).toBeNull();
		expect( container ).toHaveTextContent( '**Not bold**' );
	} );

	it( 'shows plain text with links until marked has loaded', () => {
		renderText( 'See https://example.test/', { lex: false } );
		expect( screen.getByRole( 'link' ) ).toHaveAttribute(
			'href',
			'https://example.test/'
		);
	} );
} );
