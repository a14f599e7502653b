'use client';

import { type ChangeEvent, type InputHTMLAttributes, type Ref, useId, useState } from 'react';
import './file-picker.css';

export interface FilePickerLabels {
  /** The button's text: "Choose a file". */
  choose: string;
  /** Shown before a file is chosen: "No file chosen". */
  none: string;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & { ref?: Ref<HTMLInputElement> };

/**
 * A file input that looks like the site's buttons and names the chosen file in the page's
 * language and direction (the browser's own control speaks the browser's language). The real
 * input lies over the button, transparent, so its label, keyboard focus and click still work.
 */
export function FilePicker({ labels, onChange, ...input }: InputProps & { labels: FilePickerLabels }) {
  const nameId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const describedBy = [input['aria-describedby'], nameId].filter(Boolean).join(' ');
  function change(event: ChangeEvent<HTMLInputElement>) {
    setChosen(event.target.files?.[0]?.name ?? null);
    onChange?.(event);
  }
  return (
    <span className="file-picker">
      <span className="file-picker__control">
        <input {...input} type="file" className="file-picker__input" aria-describedby={describedBy} onChange={change} />
        <span className="button button--secondary file-picker__button" aria-hidden="true">
          {labels.choose}
        </span>
      </span>
      <span id={nameId} className="file-picker__name" dir="auto">
        {chosen ?? labels.none}
      </span>
    </span>
  );
}
