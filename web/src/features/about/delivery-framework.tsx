import type { ProcessStep } from '../../content/types';

/** The four delivery steps as an ordered list: number, icon, title, description and sub-points. */
export function DeliveryFramework({ steps }: { steps: readonly ProcessStep[] }) {
  return (
    <ol className="delivery-framework">
      {steps.map(({ icon: StepIcon, title, description, subpoints }, index) => (
        <li key={title} className="delivery-framework__step">
          <div className="delivery-framework__marker" aria-hidden="true">
            <span className="delivery-framework__number">{index + 1}</span>
            <StepIcon size={22} strokeWidth={1.8} />
          </div>
          <h3 className="delivery-framework__title">{title}</h3>
          <p className="delivery-framework__text">{description}</p>
          <ul className="card__list">
            {subpoints.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
