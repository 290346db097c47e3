/**
 * Who looks at another member's profile: a visitor (logged out), a free member or a premium
 * member (spec section 6). It decides which photos show and which actions are offered.
 */
export type Viewer = 'visitor' | 'free' | 'premium';
