/**
 * The picture on the area-of-interest cards, served by the Lex stand-ins so
 * the card's `imageUrl` loads without the internet.
 */
export const CARD_IMAGE_PATH = '/static/careers-card.svg';

export const CARD_IMAGE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160" viewBox="0 0 320 160" role="img" aria-label="Briefcase">
<rect width="320" height="160" fill="#1e3a5f"/>
<rect x="120" y="58" width="80" height="56" rx="6" fill="#f4b942"/>
<rect x="145" y="44" width="30" height="16" rx="4" fill="none" stroke="#f4b942" stroke-width="6"/>
<rect x="120" y="80" width="80" height="6" fill="#1e3a5f" opacity="0.35"/>
</svg>
`;
