import { MAX_LANDING_ENTRIES } from '@shared/domain/firm-settings';
import { InputField, TextareaField } from '@web/components/text-fields';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LandingForm } from '../lib/form-values';
import { CheckboxField } from './checkbox-field';
import { RemoveButton } from './firm-identity-lists';
import { ListFieldset } from './list-fieldset';

type Form = UseFormReturn<LandingForm, unknown, unknown>;

/** Testimonials (D20): the words as agreed, the attribution as agreed, and the consent on file. */
export function TestimonialList({ form }: { form: Form }) {
  const { t } = useTranslation('settings');
  const errors = form.formState.errors.testimonials;
  return (
    <ListFieldset
      form={form}
      name="testimonials"
      max={MAX_LANDING_ENTRIES}
      blank={{ quote: '', attribution: '', date: '', consent: false }}
      legend={t('landing.testimonials')}
      hint={t('landing.testimonialsHint')}
      emptyText={t('landing.testimonialsNone')}
      addLabel={t('landing.addTestimonial')}
    >
      {(index, remove) => {
        const n = index + 1;
        const error = errors?.[index];
        return (
          <div className="grid gap-3 border-t border-border pt-3 first-of-type:border-t-0">
            <TextareaField
              id={`testimonial-${index}-quote`}
              label={t('landing.quote', { n })}
              error={error?.quote?.message}
              {...form.register(`testimonials.${index}.quote`)}
              rows={3}
            />
            <div className="grid items-start gap-3 sm:grid-cols-[2fr_1fr_auto]">
              <InputField
                id={`testimonial-${index}-attribution`}
                label={t('landing.attribution', { n })}
                hint={t('landing.attributionHint')}
                error={error?.attribution?.message}
                {...form.register(`testimonials.${index}.attribution`)}
              />
              <InputField
                id={`testimonial-${index}-date`}
                label={t('landing.givenOn', { n })}
                error={error?.date?.message}
                {...form.register(`testimonials.${index}.date`)}
                type="date"
              />
              <RemoveButton label={t('landing.removeTestimonial', { n })} onClick={remove} />
            </div>
            <CheckboxField
              control={form.control}
              name={`testimonials.${index}.consent`}
              id={`testimonial-${index}-consent`}
              label={t('landing.consent', { n })}
              error={error?.consent?.message}
            />
          </div>
        );
      }}
    </ListFieldset>
  );
}

/** Press mentions (D20): outlet, title and an https link to the article. */
export function PressList({ form }: { form: Form }) {
  const { t } = useTranslation('settings');
  const errors = form.formState.errors.press;
  return (
    <ListFieldset
      form={form}
      name="press"
      max={MAX_LANDING_ENTRIES}
      blank={{ outlet: '', title: '', url: '', date: '' }}
      legend={t('landing.press')}
      emptyText={t('landing.pressNone')}
      addLabel={t('landing.addPress')}
    >
      {(index, remove) => {
        const n = index + 1;
        const error = errors?.[index];
        return (
          <div className="grid items-start gap-3 border-t border-border pt-3 first-of-type:border-t-0 md:grid-cols-2">
            <InputField
              id={`press-${index}-outlet`}
              label={t('landing.outlet', { n })}
              error={error?.outlet?.message}
              {...form.register(`press.${index}.outlet`)}
            />
            <InputField
              id={`press-${index}-title`}
              label={t('landing.articleTitle', { n })}
              error={error?.title?.message}
              {...form.register(`press.${index}.title`)}
            />
            <InputField
              id={`press-${index}-url`}
              label={t('landing.url', { n })}
              error={error?.url?.message}
              {...form.register(`press.${index}.url`)}
              type="url"
              inputMode="url"
              spellCheck={false}
            />
            <div className="grid grid-cols-[1fr_auto] items-start gap-3">
              <InputField
                id={`press-${index}-date`}
                label={t('landing.publishedOn', { n })}
                error={error?.date?.message}
                {...form.register(`press.${index}.date`)}
                type="date"
              />
              <RemoveButton label={t('landing.removePress', { n })} onClick={remove} />
            </div>
          </div>
        );
      }}
    </ListFieldset>
  );
}
