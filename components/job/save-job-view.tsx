export interface SaveJobLabels {
  /** The button's name, the same whether saved or not (aria-pressed tells which). */
  name: string;
  save: string;
  saved: string;
}

export interface SaveJobButtonProps {
  jobId: number;
  labels: SaveJobLabels;
  placement: 'card' | 'page';
  /** `/{lang}/my-jobs/save`: where the button posts before (or without) the page's script. */
  action: string;
}

/**
 * The save button as it looks: a toggle whose pressed state says whether the job is saved. It is
 * the submit button of a plain form (POST `action`, `job_id`), so a tap made before the script
 * arrives, or without one, still saves (issue 36 item 1); the script handles the click itself.
 */
export function SaveJobView({
  jobId,
  action,
  labels,
  placement,
  saved,
  busy,
  disabled = false,
  onToggle,
}: {
  jobId: number;
  action: string;
  labels: SaveJobLabels;
  placement: 'card' | 'page';
  saved: boolean;
  busy: boolean;
  /** While the signed-in button loads: a click now would be lost. */
  disabled?: boolean;
  onToggle: () => void;
}) {
  return (
    <form method="post" action={action} className="save-job-form">
      <input type="hidden" name="job_id" value={jobId} />
      <button
        type="submit"
        className={`save-job save-job--${placement}`}
        aria-pressed={saved}
        aria-label={labels.name}
        aria-busy={busy || undefined}
        disabled={disabled}
        onClick={(event) => {
          event.preventDefault();
          onToggle();
        }}
      >
        <span aria-hidden="true" className="save-job__icon">
          {saved ? '♥' : '♡'}
        </span>
        <span className="save-job__text">{saved ? labels.saved : labels.save}</span>
      </button>
    </form>
  );
}
