// The state of a form on a tool's page (Compare's two forms, Multiple Texts; docs/compare.md): its
// values, the messages its check gives, and the sending. It does for them what react-hook-form does
// for the other forms, in a few lines, so that a tool's first visit fetches neither the library
// (~12.6 KB Brotli) nor zod (~23 KB; docs/performance.md "No zod on a tool's first visit"): nothing is
// said before the first sending; sending checks every field, says each message under its field
// and puts the cursor in the first field that has one; after that, a changed field is checked
// again as it changes (its own message only, the others stay until their field changes or the
// form is sent again). The server checks everything again.
import { useRef, useState, type FormEvent } from 'react';

/** A message key per field that has something to say. */
export type Messages<Form> = Partial<Record<keyof Form & string, string>>;

export interface CheckedForm<Form> {
  values: Form;
  /** The message key under each field, once the form has been sent. */
  messages: Messages<Form>;
  /** Changes one field; returns all the values after the change. */
  set: <Name extends keyof Form & string>(name: Name, value: Form[Name]) => Form;
  /** A ref for a field the cursor goes to when sending finds something to say about it. */
  field: (name: keyof Form & string) => (element: HTMLElement | null) => void;
  /** The form's submit handler: `send` gets the values when the check says nothing. */
  submit: (send: (values: Form) => void) => (event: FormEvent) => void;
}

/**
 * `focusOrder` lists the fields the cursor may be put in, in the order they are checked; a field
 * not in it (a text's file, say) gets its message without the cursor.
 */
export function useCheckedForm<Form extends object>(
  initial: () => Form,
  check: (values: Form) => Messages<Form>,
  focusOrder: readonly (keyof Form & string)[],
): CheckedForm<Form> {
  const [values, setValues] = useState(initial);
  const [messages, setMessages] = useState<Messages<Form>>({});
  // The values as of the last change, for a second change or a sending in the same event.
  const latest = useRef(values);
  const sent = useRef(false);
  const elements = useRef(new Map<string, HTMLElement | null>());
  return {
    values,
    messages,
    set: (name, value) => {
      const next = { ...latest.current, [name]: value };
      latest.current = next;
      setValues(next);
      if (sent.current) setMessages((said) => ({ ...said, [name]: check(next)[name] }));
      return next;
    },
    field: (name) => (element) => {
      elements.current.set(name, element);
    },
    submit: (send) => (event) => {
      event.preventDefault();
      sent.current = true;
      const said = check(latest.current);
      setMessages(said);
      if (Object.values(said).some((message) => message !== undefined)) {
        const first = focusOrder.find((name) => said[name] !== undefined);
        if (first) elements.current.get(first)?.focus();
        return;
      }
      send(latest.current);
    },
  };
}
