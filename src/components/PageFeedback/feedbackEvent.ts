/**
 * The "Was this page helpful?" event and the sections a visitor can point at. Pure: the form
 * passes what the visitor chose and the page's table of contents.
 */
import type {GtagParams} from '@site/src/analytics/gtag';
import {htmlToText} from '@site/src/utils/escapeHtml';

/** The GA event a sent feedback is. */
export const FEEDBACK_EVENT = 'docs_feedback';

/** The section value meaning the page as a whole (the others are heading ids). */
export const WHOLE_PAGE = 'page';

/** The visitor's answer to "Was this page helpful?". */
export type FeedbackRating = 'yes' | 'no';

/** What the visitor sent, with the page it is about. */
export interface Feedback {
  /** `getProductInfo(pathname).productId`. */
  productId: string;
  /** The page's pathname. */
  page: string;
  rating: FeedbackRating;
  /** The id of the H2 the feedback is about, or {@link WHOLE_PAGE}. */
  section: string;
  /** The comment as typed: only its length leaves the browser. */
  comment: string;
}

/** The parameters of a `docs_feedback` event. */
export interface FeedbackEventParams extends GtagParams {
  productId: string;
  page: string;
  rating: FeedbackRating;
  section: string;
  commentLength: number;
}

/**
 * The event's parameters. The comment's text is never among them (it may hold anything, a name or
 * an address included): only its length, in characters, without surrounding white space.
 */
export function buildFeedbackEvent({productId, page, rating, section, comment}: Feedback): FeedbackEventParams {
  return {
    productId,
    page,
    rating,
    section: section === '' ? WHOLE_PAGE : section,
    commentLength: [...comment.trim()].length,
  };
}

/** A section a visitor can choose: a heading's id and its text. */
export interface FeedbackSection {
  id: string;
  label: string;
}

/** A table of contents entry as Docusaurus gives it (`useDoc().toc`): its title is HTML. */
export interface TocEntry {
  readonly value: string;
  readonly id: string;
  readonly level: number;
}

/** The text of a TOC title (HTML): tags dropped, character references decoded. */
export const tocTitleText = htmlToText;

/** The page's sections a feedback can be about: its H2 headings, in order. */
export function feedbackSections(toc: readonly TocEntry[]): FeedbackSection[] {
  return toc.filter((entry) => entry.level === 2).map((entry) => ({id: entry.id, label: tocTitleText(entry.value)}));
}
