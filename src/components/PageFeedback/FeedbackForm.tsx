/**
 * The on-demand part of "Was this page helpful?" (see ./index.tsx): an optional comment and
 * section, then Send, which sends `docs_feedback` when analytics is on (src/analytics/gtag.ts) and
 * says thank you in a polite live region. The comment's text never leaves the browser, and the form
 * says so; with analytics off nothing is sent, and nothing on screen claims otherwise.
 */
import React, {useId, useMemo, useState, type FormEvent, type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {isAnalyticsActive, safeGtag} from '@site/src/analytics/gtag';
import {getProductInfo} from '@site/src/products/getProductInfo';
import {buildFeedbackEvent, FEEDBACK_EVENT, feedbackSections, WHOLE_PAGE, type FeedbackRating} from './feedbackEvent';
import styles from './styles.module.css';

/** What the form receives from the Yes / No buttons. */
export interface FeedbackFormProps {
  rating: FeedbackRating;
  /** The feedback was sent (or, with analytics off, kept): the buttons are done. */
  onSent: () => void;
}

/** How the feedback ended: sent to analytics, or kept in the browser because analytics is off. */
type Outcome = 'sent' | 'not-sent';

export default function FeedbackForm({rating, onSent}: FeedbackFormProps): ReactNode {
  const {toc} = useDoc();
  const {pathname} = useLocation();
  const sections = useMemo(() => feedbackSections(toc), [toc]);
  const [comment, setComment] = useState('');
  const [section, setSection] = useState(WHOLE_PAGE);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Read once: analytics is on or off for the whole page view (src/analytics/gtag.ts).
  const [analyticsActive] = useState(isAnalyticsActive);
  const commentId = useId();
  const hintId = useId();
  const sectionId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (analyticsActive) {
      const {productId} = getProductInfo(pathname);
      safeGtag('event', FEEDBACK_EVENT, buildFeedbackEvent({productId, page: pathname, rating, section, comment}));
    }
    setOutcome(analyticsActive ? 'sent' : 'not-sent');
    onSent();
  };

  return (
    <>
      {outcome === null && (
        <form className={styles.form} onSubmit={onSubmit}>
          <label htmlFor={commentId} className={styles.label}>
            {translate({id: 'pageFeedback.comment', message: 'Comment (optional)'})}
          </label>
          <textarea
            id={commentId}
            className={styles.field}
            rows={3}
            value={comment}
            aria-describedby={hintId}
            onChange={(event) => setComment(event.target.value)}
          />
          <p id={hintId} className={styles.hint}>
            {analyticsActive
              ? translate({
                  id: 'pageFeedback.hint.analytics',
                  message:
                    'We record your answer, the section and the length of your comment, never the comment itself.',
                })
              : translate({
                  id: 'pageFeedback.hint.noAnalytics',
                  message: 'Nothing you enter here leaves your browser.',
                })}
          </p>
          <label htmlFor={sectionId} className={styles.label}>
            {translate({id: 'pageFeedback.section', message: 'Which part of the page?'})}
          </label>
          <select
            id={sectionId}
            className={styles.field}
            value={section}
            onChange={(event) => setSection(event.target.value)}>
            <option value={WHOLE_PAGE}>{translate({id: 'pageFeedback.wholePage', message: 'The whole page'})}</option>
            {sections.map(({id, label}) => (
              <option key={id} value={id}>
                {label}
              </option>
            ))}
          </select>
          <button type="submit" className={styles.button}>
            {translate({id: 'pageFeedback.send', message: 'Send'})}
          </button>
        </form>
      )}
      {/* Present from the form's first render, so that the thank-you is announced when it appears. */}
      <div role="status" aria-live="polite" className={styles.status}>
        {outcome === 'sent' &&
          translate({
            id: 'pageFeedback.thanks.sent',
            message: 'Thank you for your feedback. Your answer has been recorded.',
          })}
        {outcome === 'not-sent' && translate({id: 'pageFeedback.thanks', message: 'Thank you for your feedback.'})}
      </div>
    </>
  );
}
