import { useQuery } from '@apollo/client/react';
import { tankMixMessages } from '@field-boundaries/contract/messages';
import {
  ActionIcon,
  Alert,
  Anchor,
  Group,
  MultiSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { herbicideItem } from '../../layout/catalogueItems';
import { notify } from '../../notify';
import { WriteButton } from '../../offline/WriteButton';
import { mixMessages, useCreateTankMix } from './hooks';
import { MixProducts } from './MixProducts';
import { MixCompatibilityQuery, TankMixScreenQuery } from './operations';
import { productChoices } from './products';
import { SavedMixes } from './SavedMixes';
import { SelectableColumn } from './SelectableColumn';
import { VerdictList } from './VerdictList';
import { nameTaken } from './warnings';

/**
 * Tank Mix (spec 2): My Herbicides, the Mix being built, and My Mixes. The arrows move the
 * ticked groups between the first two columns; Create saves the mix and starts a new one.
 * `tour` is the screen's guided tour, shown once its lists have loaded.
 */
export function TankMixPage({ tour }: { tour?: ReactNode } = {}) {
  const { data, loading } = useQuery(TankMixScreenQuery);
  const [create, creating] = useCreateTankMix();
  const [mix, setMix] = useState<number[]>([]);
  // The actives put in the tank from each group of the mix; none named means all of the group.
  const [actives, setActives] = useState<Record<number, number[]>>({});
  const activeIds = mix.flatMap((id) => actives[id] ?? []);
  const [name, setName] = useState('');
  const mine = data?.myHerbicideGroups ?? [];
  // The brands named for the mix; one whose active left the mix is dropped with it.
  const [chosenProducts, setProducts] = useState<string[]>([]);
  const offeredProducts = productChoices(mine, mix, actives);
  const products = chosenProducts.filter((product) => offeredProducts.includes(product));
  const [left, setLeft] = useState<Set<number>>(new Set());
  const [right, setRight] = useState<Set<number>>(new Set());
  // The duplicate-name message shows once until the name changes (spec 8).
  const [warnedName, setWarnedName] = useState<string | null>(null);
  const mixes = data?.myTankMixes ?? [];
  const compatibility = useQuery(MixCompatibilityQuery, {
    variables: { herbicideGroupIds: mix, activeIngredientIds: activeIds, products },
    skip: mix.length === 0,
  });

  const moveIn = () => {
    setMix([
      ...mix,
      ...mine.filter((group) => left.has(group.id) && !mix.includes(group.id)).map((g) => g.id),
    ]);
    setLeft(new Set());
  };
  const moveOut = () => {
    setMix(mix.filter((id) => !right.has(id)));
    setActives(Object.fromEntries(Object.entries(actives).filter(([id]) => !right.has(Number(id)))));
    setRight(new Set());
  };

  const submit = async () => {
    if (creating) return;
    const trimmed = name.trim();
    if (!trimmed) return notify.error(tankMixMessages.nameMissing);
    if (mix.length === 0) return notify.error(tankMixMessages.empty);
    if (nameTaken(trimmed, mixes)) {
      if (warnedName !== trimmed.toLowerCase()) notify.error(mixMessages.nameTaken);
      setWarnedName(trimmed.toLowerCase());
      return;
    }
    if (await create(trimmed, mix, activeIds, products)) {
      setMix([]);
      setActives({});
      setProducts([]);
      setName('');
      setRight(new Set());
    }
  };

  const available = mine.filter((group) => !mix.includes(group.id)).map(herbicideItem);
  const inMix = mix.flatMap((id) => mine.filter((group) => group.id === id)).map(herbicideItem);
  const verdicts = compatibility.data?.compatibility ?? [];
  return (
    <>
      {!loading && mine.length === 0 && (
        <Alert color="yellow" mb="md" title="No herbicides to mix yet">
          Mixes are built from your herbicide groups.{' '}
          <Anchor component={Link} to="/herbicides">
            Add herbicides
          </Anchor>{' '}
          first.
        </Alert>
      )}
      <Group align="stretch" gap="md" wrap="nowrap">
        <Paper
          withBorder
          p="md"
          w={280}
          style={{ flexShrink: 0 }}
          data-tour="mix.my-herbicides"
          data-testid="mix.my-herbicides"
        >
          <Title order={4} mb="sm">
            My Herbicides
          </Title>
          <SelectableColumn
            items={available}
            selected={left}
            onChange={setLeft}
            empty="Every group is in the mix."
          />
        </Paper>
        <Stack justify="center" gap="sm" data-tour="mix.move-in">
          <Tooltip label="Move the ticked groups into the mix">
            <ActionIcon
              size="lg"
              variant="filled"
              aria-label="Move into the mix"
              onClick={moveIn}
              disabled={left.size === 0}
            >
              →
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Move the ticked groups out of the mix">
            <ActionIcon
              size="lg"
              variant="default"
              aria-label="Move out of the mix"
              onClick={moveOut}
              disabled={right.size === 0}
            >
              ←
            </ActionIcon>
          </Tooltip>
        </Stack>
        <Paper withBorder p="md" style={{ flex: 1.2, minWidth: 300 }} data-testid="mix.working">
          <Title order={4} mb="sm">
            Mix
          </Title>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Stack gap="sm">
              <TextInput
                label="Mix name"
                placeholder="e.g. Post-emerge soybean"
                value={name}
                maxLength={60}
                onChange={(event) => setName(event.currentTarget.value)}
                data-tour="mix.name"
              />
              <SelectableColumn
                items={inMix}
                selected={right}
                onChange={setRight}
                empty="Tick groups in My Herbicides and move them here with the arrow."
                below={(item) => {
                  const group = mine.find((each) => each.id === item.id);
                  if (!group || group.activeIngredients.length < 2) return null;
                  return (
                    <MultiSelect
                      size="xs"
                      ml={36}
                      mt={4}
                      mb={6}
                      aria-label={`Actives of ${group.groupLabel} in the tank`}
                      placeholder={`All of ${group.groupLabel}: pick what you spray`}
                      data={group.activeIngredients.map((active) => ({
                        value: String(active.id),
                        label:
                          active.products.length > 0 ? `${active.name} (${active.products[0]})` : active.name,
                      }))}
                      value={(actives[group.id] ?? []).map(String)}
                      onChange={(values) => setActives({ ...actives, [group.id]: values.map(Number) })}
                      searchable
                      clearable
                    />
                  );
                }}
              />
              <MixProducts offered={offeredProducts} value={products} onChange={setProducts} />
              <WriteButton type="submit" loading={creating}>
                Create
              </WriteButton>
              {mix.length > 0 && <VerdictList verdicts={verdicts} loading={compatibility.loading} />}
            </Stack>
          </form>
        </Paper>
        <Paper withBorder p="md" style={{ flex: 1, minWidth: 260 }} data-tour="mix.saved">
          <Title order={4} mb="sm">
            My Mixes
          </Title>
          <SavedMixes
            mixes={mixes}
            myGroups={new Set(mine.map((group) => group.id))}
            loading={loading && !data}
          />
        </Paper>
      </Group>
      {data && tour}
      {!loading && mix.length > 0 && verdicts.length === 0 && !compatibility.loading && (
        <Text size="sm" c="dimmed" mt="md">
          Choose your crops in{' '}
          <Anchor component={Link} to="/crops">
            My Crops
          </Anchor>{' '}
          and your neighbours' in{' '}
          <Anchor component={Link} to="/neighbor-crops">
            Neighbor Crops
          </Anchor>{' '}
          to see which of them a mix would injure.
        </Text>
      )}
    </>
  );
}
