import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useAskedQuestion } from './confirm-store.ts';

/** Shows the question asked by `askConfirmation`, above any other modal. */
export function ConfirmHost() {
  const asked = useAskedQuestion();
  return (
    <Modal
      opened={asked !== null}
      onClose={() => asked?.answer(false)}
      title={asked?.title}
      zIndex={400}
      size="md"
      styles={{ content: { minWidth: 'min(360px, 96vw)' } }}
    >
      <Stack>
        <Text>{asked?.message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => asked?.answer(false)} data-autofocus>
            {asked?.no}
          </Button>
          <Button color={asked?.danger ? 'red' : undefined} onClick={() => asked?.answer(true)}>
            {asked?.yes}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
