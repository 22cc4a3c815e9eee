/** What a copy of a campaign is for: the words of its dialog (CopyCampaignDialog). */
export interface CopyPurpose {
  title: string;
  nameLabel: string;
  hint: (name: string) => string;
  submitLabel: string;
  defaultName: (name: string) => string;
  /** The copy is a template (true), a campaign (false), or of the original's kind (undefined). */
  isTemplate?: boolean;
}

export const copyName = (name: string) => `Copy of ${name}`;

export const MAKE_A_COPY: CopyPurpose = {
  title: 'Make a copy',
  nameLabel: 'Name of the copy',
  hint: (name) => `A new draft with everything "${name}" holds.`,
  submitLabel: 'Save copy',
  defaultName: copyName,
};

export const SAVE_AS_TEMPLATE: CopyPurpose = {
  title: 'Save as template',
  nameLabel: 'Name of the template',
  hint: (name) => `A template with everything "${name}" holds, to start other campaigns from.`,
  submitLabel: 'Save template',
  defaultName: (name) => `${name} template`,
  isTemplate: true,
};

export const USE_TEMPLATE: CopyPurpose = {
  title: 'Create a campaign from this template',
  nameLabel: 'Name of the campaign',
  hint: (name) => `A new draft with everything the template "${name}" holds.`,
  submitLabel: 'Create campaign',
  defaultName: (name) => name,
  isTemplate: false,
};
