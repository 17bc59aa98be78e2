import { useId, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { HelpTopic } from '../../api/types';
import { SafeHtml } from '../../ui/SafeHtml';
import { PHONE_MEDIA } from '../../ui/touchTarget';
import { vars } from '../../theme/cssVariables';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(160px, 220px) minmax(0, 1fr);
  gap: ${vars.space.lg};
  min-height: 320px;
  ${PHONE_MEDIA} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${vars.space.md};
    min-height: 0;
  }
`;

const TabList = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  align-self: start;
  ${PHONE_MEDIA} {
    flex-direction: row;
    overflow-x: auto;
    padding-bottom: ${vars.space.xs};
    border-bottom: 1px solid ${vars.color.border};
  }
`;

const Tab = styled.button`
  flex: 0 0 auto;
  padding: ${vars.space.sm} ${vars.space.md};
  border: 0;
  border-left: 3px solid transparent;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.textMuted};
  font: inherit;
  font-size: ${vars.fontSize.sm};
  text-align: left;
  cursor: pointer;
  &:hover { background: ${vars.color.surfaceRaised}; color: ${vars.color.text}; }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: -2px; }
  &[aria-selected='true'] {
    color: ${vars.color.primary};
    border-left-color: ${vars.color.primary};
    background: ${vars.color.surfaceRaised};
    font-weight: ${vars.fontWeight.medium};
  }
  ${PHONE_MEDIA} {
    white-space: nowrap;
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    border-left: 0;
    border-bottom: 3px solid transparent;
    &[aria-selected='true'] { border-bottom-color: ${vars.color.primary}; }
  }
`;

const Panel = styled.section`
  min-width: 0;
`;

const TopicTitle = styled.h3`
  margin: 0 0 ${vars.space.md};
  font-size: ${vars.fontSize.lg};
`;

export interface HelpTopicsProps {
  topics: HelpTopic[];
  selected: string;
  onSelect: (tag: string) => void;
  label: string;
  /** the topic title's heading level: one below the page's or the dialog's own heading */
  headingLevel: 2 | 3;
}

/** Topic tabs (a vertical list on wide screens, a scrolling row on phones) and the chosen topic's content. */
export function HelpTopics({ topics, selected, onSelect, label, headingLevel }: HelpTopicsProps) {
  const baseId = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const current = topics.find((t) => t.tag === selected) ?? topics[0];
  const index = current ? topics.indexOf(current) : -1;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const last = topics.length - 1;
    let next = -1;
    if (e.key === 'ArrowDown' || e.key === 'ArrowRight') next = index >= last ? 0 : index + 1;
    else if (e.key === 'ArrowUp' || e.key === 'ArrowLeft') next = index <= 0 ? last : index - 1;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = last;
    const topic = topics[next];
    if (!topic) return;
    e.preventDefault();
    onSelect(topic.tag);
    tabs.current[next]?.focus();
  };

  return (
    <Layout>
      <TabList role="tablist" aria-label={label} aria-orientation="vertical" onKeyDown={onKeyDown}>
        {topics.map((topic, i) => (
          <Tab
            key={topic.tag}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-selected={i === index}
            aria-controls={`${baseId}-panel`}
            tabIndex={i === index ? 0 : -1}
            data-testid={`help-topic-${topic.tag}`}
            onClick={() => onSelect(topic.tag)}
          >
            {topic.title}
          </Tab>
        ))}
      </TabList>
      {current && (
        <Panel role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${index}`} data-testid="help-content" tabIndex={0}>
          <TopicTitle as={headingLevel === 2 ? 'h2' : 'h3'}>{current.title}</TopicTitle>
          <SafeHtml html={current.content} />
        </Panel>
      )}
    </Layout>
  );
}
