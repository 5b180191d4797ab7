/**
 * "Was this page helpful?" at the foot of every doc page. The server renders the question and its
 * Yes / No buttons only; the form that follows an answer (./FeedbackForm: comment, section, Send,
 * the event and the thank-you) is a chunk of its own, loaded when the pointer or focus reaches the
 * widget, or at the answer.
 */
import React, {useId, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {loadOnce} from '@site/src/utils/loadOnce';
import type {FeedbackRating} from './feedbackEvent';
import styles from './styles.module.css';

const feedbackForm = loadOnce(() => import('./FeedbackForm').then((module) => module.default));

export default function PageFeedback(): ReactNode {
  const questionId = useId();
  const groupRef = useRef<HTMLDivElement>(null);
  const [Form, setForm] = useState(() => feedbackForm.loaded());
  const [rating, setRating] = useState<FeedbackRating | null>(null);
  const [sent, setSent] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);

  const load = (onFailure: () => void) => {
    feedbackForm.get().then((loaded) => setForm(() => loaded), onFailure);
  };
  const onIntent = () => {
    if (!feedbackForm.started()) load(() => {});
  };
  const choose = (answer: FeedbackRating) => {
    setRating(answer);
    setLoadFailed(false);
    if (!Form) load(() => setLoadFailed(true));
  };

  const answer = (value: FeedbackRating, label: string) => (
    <button
      type="button"
      className={styles.button}
      aria-pressed={rating === value}
      disabled={sent}
      onClick={() => choose(value)}>
      {label}
    </button>
  );

  return (
    <div className={styles.root} onPointerOver={onIntent} onFocus={onIntent}>
      {/* Focused once the feedback is sent, as the form it replaces had focus. */}
      <div ref={groupRef} role="group" aria-labelledby={questionId} tabIndex={-1} className={styles.question}>
        <span id={questionId} className={styles.questionText}>
          {translate({id: 'pageFeedback.question', message: 'Was this page helpful?'})}
        </span>
        {answer('yes', translate({id: 'pageFeedback.yes', message: 'Yes'}))}
        {answer('no', translate({id: 'pageFeedback.no', message: 'No'}))}
      </div>
      {rating && Form && (
        <Form
          rating={rating}
          onSent={() => {
            setSent(true);
            groupRef.current?.focus();
          }}
        />
      )}
      {rating && loadFailed && (
        <p role="alert" className={styles.loadFailed}>
          {translate({
            id: 'pageFeedback.loadFailed',
            message: 'The feedback form could not be loaded. Check your connection and choose again.',
          })}
        </p>
      )}
    </div>
  );
}
