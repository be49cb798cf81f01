import { useId, useRef, useState, type FormEvent } from 'react';
import { sendContactMessage } from '../../../contract/contact/contact';
import { contactMessages } from '../../../contract/contact/messages';
import { contactDetails } from '../../../contract/platform/estate';
import { errorMessage } from '../../api/api-error';
import { callApi } from '../../api/client';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import {
  buildMailtoHref,
  validateContactMessage,
  type ContactErrors,
  type ContactMessage,
} from './contact-message';
import styles from './contact-form.module.css';

const empty: ContactMessage = { name: '', email: '', message: '' };

/** What came of the last send: it arrived (to whom the answer goes), or it did not. */
type Outcome = { sent: string } | { failed: string; mailto: string };

/**
 * 'Send us a Message': checked here, then kept by Gatehouse for the estate office (issue 35).
 * The answer stays next to the button until the visitor writes again; a failed send keeps what
 * they wrote and offers their email app instead.
 */
export function ContactForm() {
  const id = useId();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  const change = (field: keyof ContactMessage) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // A fixed field stops shouting; the others keep their message until the next send.
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const show = (next: Outcome) => {
    setOutcome(next);
    // Where the eye is: next to the button, scrolled into view on a short phone.
    requestAnimationFrame(() => outcomeRef.current?.scrollIntoView?.({ block: 'nearest' }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(undefined);
    const found = validateContactMessage(values);
    setErrors(found);
    if (found.name) return nameRef.current?.focus();
    if (found.email) return emailRef.current?.focus();
    if (found.message) return messageRef.current?.focus();
    setSending(true);
    try {
      await callApi(sendContactMessage, { body: values });
      show({ sent: values.email.trim() });
      setValues(empty);
    } catch (error) {
      show({
        failed: errorMessage(error, contactMessages.contactSendFailed),
        mailto: buildMailtoHref(values),
      });
    } finally {
      setSending(false);
    }
  };

  const messageId = `${id}-message`;
  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>Send us a Message</h2>
      <Field
        ref={nameRef}
        label="Name"
        name="name"
        autoComplete="name"
        required
        value={values.name}
        onChange={(e) => change('name')(e.target.value)}
        error={errors.name}
      />
      <Field
        ref={emailRef}
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={values.email}
        onChange={(e) => change('email')(e.target.value)}
        error={errors.email}
      />
      <div className={styles.field}>
        <label className={styles.label} htmlFor={messageId}>
          Message
        </label>
        <textarea
          ref={messageRef}
          id={messageId}
          name="message"
          rows={5}
          required
          className={styles.textarea}
          value={values.message}
          onChange={(e) => change('message')(e.target.value)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${messageId}-error` : undefined}
        />
        {errors.message && (
          <p id={`${messageId}-error`} className={styles.error} role="alert">
            {errors.message}
          </p>
        )}
      </div>
      <Button type="submit" busy={sending} aria-describedby={`${id}-how`}>
        Send Message
      </Button>
      <p id={`${id}-how`} className={styles.how}>
        The estate office reads it in Gatehouse and answers by email.
      </p>
      {/* Always there, so screen readers hear what it says when the answer comes. */}
      <div ref={outcomeRef} role="status">
        {outcome && 'sent' in outcome && (
          <p className={styles.status}>
            {contactMessages.contactReceived} We will answer at {outcome.sent}.
          </p>
        )}
        {outcome && 'failed' in outcome && (
          <p className={styles.failed}>
            {outcome.failed} <a href={outcome.mailto}>Write to {contactDetails.email} instead</a>.
          </p>
        )}
      </div>
    </form>
  );
}
