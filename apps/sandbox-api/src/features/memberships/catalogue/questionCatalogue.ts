import type { QuestionGroupKey, QuestionGroupSeed } from './catalogueTypes.ts';
import { question, requiredQuestion } from './questionSeedBuilder.ts';

const yearGroups = ['Reception', ...Array.from({ length: 11 }, (_, index) => `Year ${index + 1}`)];

/**
 * Additional questions, in groups a membership type can share. Together they use every question type:
 * text, number, select, multi_select, date and checkbox. Labels are noun phrases so that
 * "{label} is required." reads well.
 */
export const questionCatalogue: Record<QuestionGroupKey, QuestionGroupSeed> = {
  health: {
    title: 'Your health',
    questions: [
      requiredQuestion('health_conditions', 'Health conditions', 'checkbox', {
        choices: {
          heart: 'A heart condition',
          chest_pain: 'Chest pain when active',
          dizziness: 'Dizziness or fainting',
          joints: 'Bone or joint problems',
          pregnant: 'Pregnant or given birth in the last 6 months',
          none: 'None of these',
        },
      }),
      question('health_notes', 'Anything our instructors should know', 'text', {
        placeholder: 'For example medication or recent injuries',
      }),
    ],
  },
  goals: {
    title: 'Your goals',
    questions: [
      question('fitness_goals', 'Fitness goals', 'multi_select', {
        choices: {
          lose_weight: 'Lose weight',
          build_strength: 'Build strength',
          improve_fitness: 'Improve fitness',
          rehabilitation: 'Recover from an injury',
          social: 'Meet people',
        },
      }),
    ],
  },
  swimming: {
    title: 'Swimming',
    questions: [
      requiredQuestion('swimming_ability', 'Swimming ability', 'select', {
        choices: {
          non_swimmer: 'Non-swimmer',
          beginner: 'Beginner (up to 10 metres)',
          improver: 'Improver (up to 25 metres)',
          confident: 'Confident (over 25 metres)',
        },
      }),
      question('swimming_lessons', 'Swimming lessons', 'checkbox', {
        choices: { interested: 'Tell me about adult swimming lessons' },
      }),
    ],
  },
  guardian: {
    title: 'Parent or guardian',
    questions: [
      requiredQuestion('guardian_name', 'Parent or guardian name', 'text'),
      requiredQuestion('guardian_phone', 'Parent or guardian phone number', 'text', { placeholder: '07700 900123' }),
      question('school_year', 'School year', 'select', {
        choices: Object.fromEntries(yearGroups.map((year) => [year.toLowerCase().replace(' ', '_'), year])),
      }),
    ],
  },
  juniorMedical: {
    title: 'Medical information',
    questions: [
      requiredQuestion('junior_conditions', 'Medical conditions', 'checkbox', {
        choices: {
          asthma: 'Asthma',
          epilepsy: 'Epilepsy',
          diabetes: 'Diabetes',
          allergies: 'Severe allergies',
          none: 'None',
        },
      }),
      question('junior_medical_notes', 'Medical notes', 'text', { placeholder: 'Medication, inhalers, allergies' }),
    ],
  },
  studies: {
    title: 'Your studies',
    questions: [
      requiredQuestion('place_of_study', 'Place of study', 'text', { placeholder: 'University of Leeds' }),
      requiredQuestion('student_id', 'Student ID number', 'text'),
      requiredQuestion('course_end_date', 'Course end date', 'date'),
    ],
  },
  racquets: {
    title: 'Playing',
    questions: [
      requiredQuestion('racquets_sports', 'Sports you play', 'multi_select', {
        choices: { badminton: 'Badminton', squash: 'Squash', tennis: 'Tennis', table_tennis: 'Table tennis' },
      }),
      requiredQuestion('racquets_level', 'Playing level', 'select', {
        choices: { beginner: 'Beginner', social: 'Social player', club: 'Club player', competitive: 'Competitive' },
      }),
      question('racquets_sessions', 'Sessions a week', 'number', { default: 1, placeholder: '1' }),
    ],
  },
  family: {
    title: 'Your family',
    questions: [
      requiredQuestion('family_children', 'Number of children', 'number', { placeholder: '0 to 3' }),
      question('family_youngest_birthday', "Youngest child's date of birth", 'date'),
      requiredQuestion('family_supervision', 'Supervision agreement', 'checkbox', {
        choices: { agreed: 'An adult will supervise children under 8 in the water at all times' },
      }),
    ],
  },
};
