import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Trans, useLingui } from '@lingui/react/macro';
import { chromaticPcModes, matrix } from '../../storybook/matrix.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { FormSection } from './index.ts';

const save = fn();

const meta = {
  title: 'Console/FormSection',
  component: FormSection,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    title: 'Basic information',
    description: 'Shown to shoppers on the product page.',
    children: <Input label="Product name" name="name" />,
    footer: <Button onClick={save}>Save</Button>,
  },
} satisfies Meta<typeof FormSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A region named by its heading, with the fields and the section's own Save. */
export const Default: Story = {
  play: async ({ canvas }) => {
    save.mockClear();
    const section = canvas.getByRole('region', { name: 'Basic information' });
    await expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Basic information');
    await expect(within(section).getByText('Shown to shoppers on the product page.')).toBeVisible();
    await expect(within(section).getByRole('textbox', { name: 'Product name' })).toBeVisible();
    await userEvent.click(within(section).getByRole('button', { name: 'Save' }));
    await expect(save).toHaveBeenCalledTimes(1);
  },
};

/** Without description and footer, only the title and the fields. */
export const FieldsOnly: Story = {
  args: { description: undefined, footer: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Basic information' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

function AllFormSections() {
  const { t } = useLingui();
  return (
    <div className="flex w-[900px] flex-col gap-4 bg-neutral-50 p-4">
      <FormSection
        title={<Trans>Basic information</Trans>}
        description={<Trans>Shown to shoppers on the product page.</Trans>}
        footer={
          <>
            <Button variant="outline">{t`Cancel`}</Button>
            <Button>{t`Save`}</Button>
          </>
        }
      >
        <Input label={t`Product name`} name="name" defaultValue="Tea set" />
      </FormSection>
      <FormSection title={<Trans>Shipping</Trans>}>
        <Input label={t`Shipping from`} name="from" />
      </FormSection>
    </div>
  );
}

/** With description and footer, and fields only, for visual review (PC only). */
export const AllStates: Story = {
  render: () => <AllFormSections />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = globals.locale === 'en';
    await expect(canvas.getAllByRole('region')).toHaveLength(2);
    await expect(canvas.getByRole('region', { name: en ? 'Basic information' : '基本信息' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: en ? 'Save' : '保存' })).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
