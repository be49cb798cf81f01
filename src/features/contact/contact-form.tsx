import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { contactDetails } from '../../../contract/platform/estate';
import {
  buildMailtoHref,
  validateContactMessage,
  type ContactErrors,
  type ContactMessage,
} from './contact-message';
import { openMailApp } from './open-mail-app';
import styles from './contact-form.module.css';

const empty: ContactMessage = { name: '', email: '', message: '' };

/** 'Send us a Message': checked here, then written into the visitor's own email app. */
export function ContactForm() {
  const id = useId();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [opened, setOpened] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);

  const change = (field: keyof ContactMessage) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // A fixed field stops shouting; the others keep their message until the next send.
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateContactMessage(values);
    setErrors(found);
    if (found.name) nameRef.current?.focus();
    else if (found.email) emailRef.current?.focus();
    else if (found.message) messageRef.current?.focus();
    else {
      openMailApp(buildMailtoHref(values));
      setOpened(true);
    }
  };

  const messageId = `${id}-message`;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
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
      <Button type="submit" aria-describedby={`${id}-how`}>
        Send Message
      </Button>
      <p id={`${id}-how`} className={styles.how}>
        This opens your email app with your message ready to send to {contactDetails.email}.
      </p>
      {opened && (
        <p role="status" className={styles.status}>
          Your email app should now be open. If nothing happened, write to us at{' '}
          <a href={`mailto:${contactDetails.email}`}>{contactDetails.email}</a>.
        </p>
      )}
    </form>
  );
}
