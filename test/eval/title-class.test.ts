// The eval's judge reads a candidate's title too: a title about another class than its evidence is counted apart.
import { describe, expect, it } from 'vitest';
import { type PromotionClass, titleClassOf } from '../../eval/promotion.ts';

const classes: PromotionClass[] = [
  {
    id: 'weight-remarks',
    goal: 'social',
    corrections: [
      {
        task: 'Post about Bella',
        draft: 'Bella the chunky girl loved her bath.',
        reason: 'no jokes about a dog being fat',
      },
      { task: 'Post about Rex', draft: 'Rex carries a few extra kilos, bless him.', edit: 'Rex loved his bath.' },
    ],
  },
  {
    id: 'pet-voice',
    goal: 'social',
    corrections: [
      { task: 'Post about Coco', draft: 'Hello, it is me, Coco! My bath was fun.', edit: 'Coco enjoyed her bath.' },
      { task: 'Post about Max', draft: 'Woof! I am Max and I smell great.', reason: "don't write as the dog" },
    ],
  },
];

describe('titleClassOf', () => {
  it('names the class whose corrections the title is about, and none when no class stands out', () => {
    expect(titleClassOf('Never joke about a dog being fat', classes)).toBe('weight-remarks');
    expect(titleClassOf("Don't write as the dog: no 'hello, it is me'", classes)).toBe('pet-voice');
    expect(titleClassOf('Keep it friendly', classes)).toBeNull();
    expect(titleClassOf('Write about the bath', classes)).toBeNull(); // both classes say "bath": a tie
  });
});
