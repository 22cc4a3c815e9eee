import * as yup from 'yup';

import { SettingsForm } from '@/components/kit/SettingsForm';
import { StateMessage } from '@/components/kit/QueryState';
import { LanguageTextsField } from '@/components/richText/LanguageTextsField';
import { isRichTextEmpty } from '@/components/richText/richText';
import { useDateTimeFormat } from '@/hooks/useDateFormat';
import { selectFeatureSettings, selectLanguages } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import type { Language } from '@/types/api';
import type { CampaignInfoTemplate, TextsByLanguage } from '@/types/content';
import { useGetCampaignInfoTemplateQuery, useUpdateCampaignInfoTemplateMutation } from './api';

const TITLE = 'Campaign info';

const schema = yup.object({ info: yup.object<TextsByLanguage>().required() });
type Values = { info: TextsByLanguage };

/** Every language of the casino, '' where the template has no text. */
export const infoValues = (template: { info: TextsByLanguage }, languages: readonly Language[]): Values => ({
  info: Object.fromEntries(languages.map(({ code }) => [code, template.info[code] ?? ''])),
});

/** Only the languages with text are sent: an emptied editor removes that language's text. */
export const infoBody = (values: Values, languages: readonly Language[]) => ({
  info: Object.fromEntries(
    languages
      .map(({ code }) => [code, values.info[code] ?? ''] as const)
      .filter(([, html]) => !isRichTextEmpty(html)),
  ),
});

/**
 * Spec §2 /campaign-info-template: what every campaign tells players about itself, per language.
 * Offered while the casino's Content templates setting is on; whether a campaign may have its own text
 * instead is the casino's other setting, said here.
 */
export function CampaignInfoTemplateScreen() {
  const languages = useAppSelector(selectLanguages);
  const settings = useAppSelector(selectFeatureSettings);
  const formatDate = useDateTimeFormat();
  const query = useGetCampaignInfoTemplateQuery(undefined, {
    skip: !settings.enablePageChangeCampaignInfoTemplate,
  });
  const [save] = useUpdateCampaignInfoTemplateMutation();

  if (!settings.enablePageChangeCampaignInfoTemplate)
    return (
      <section aria-labelledby="campaign-info-title">
        <h1 id="campaign-info-title">{TITLE}</h1>
        <StateMessage>
          The campaign-info template is turned off for this casino (the Content templates setting).
        </StateMessage>
      </section>
    );

  return (
    <SettingsForm<CampaignInfoTemplate, Values, { info: TextsByLanguage }>
      title={TITLE}
      what="campaign info texts"
      query={query}
      save={save}
      schema={schema}
      initialValues={(template) => infoValues(template, languages)}
      toBody={(values) => infoBody(values, languages)}
    >
      {() => (
        <>
          <p>
            {settings.allowUsersToEditCampaignInfoPerCampaign
              ? 'Campaigns start with this text; a campaign may have its own instead.'
              : 'Every campaign shows this text: campaigns cannot have their own.'}
            {query.data?.updated && <> Last changed {formatDate(query.data.updated)}.</>}
          </p>
          {languages.length === 0 ? (
            <p>The casino has no languages set up, so there can be no campaign info yet.</p>
          ) : (
            <LanguageTextsField name="info" noun="Campaign info" languages={languages} />
          )}
        </>
      )}
    </SettingsForm>
  );
}
