import type { QuestionGroupKey, QuestionGroupSeed } from './catalogueTypes.ts';

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
      {
        reference: 'health_conditions',
        label: 'Health conditions',
        type: 'checkbox',
        isRequired: true,
        options: [
          { value: 'heart', label: 'A heart condition' },
          { value: 'chest_pain', label: 'Chest pain when active' },
          { value: 'dizziness', label: 'Dizziness or fainting' },
          { value: 'joints', label: 'Bone or joint problems' },
          { value: 'pregnant', label: 'Pregnant or given birth in the last 6 months' },
          { value: 'none', label: 'None of these' },
        ],
      },
      {
        reference: 'health_notes',
        label: 'Anything our instructors should know',
        type: 'text',
        placeholder: 'For example medication or recent injuries',
      },
    ],
  },
  goals: {
    title: 'Your goals',
    questions: [
      {
        reference: 'fitness_goals',
        label: 'Fitness goals',
        type: 'multi_select',
        options: [
          { value: 'lose_weight', label: 'Lose weight' },
          { value: 'build_strength', label: 'Build strength' },
          { value: 'improve_fitness', label: 'Improve fitness' },
          { value: 'rehabilitation', label: 'Recover from an injury' },
          { value: 'social', label: 'Meet people' },
        ],
      },
    ],
  },
  swimming: {
    title: 'Swimming',
    questions: [
      {
        reference: 'swimming_ability',
        label: 'Swimming ability',
        type: 'select',
        isRequired: true,
        options: [
          { value: 'non_swimmer', label: 'Non-swimmer' },
          { value: 'beginner', label: 'Beginner (up to 10 metres)' },
          { value: 'improver', label: 'Improver (up to 25 metres)' },
          { value: 'confident', label: 'Confident (over 25 metres)' },
        ],
      },
      {
        reference: 'swimming_lessons',
        label: 'Swimming lessons',
        type: 'checkbox',
        options: [{ value: 'interested', label: 'Tell me about adult swimming lessons' }],
      },
    ],
  },
  guardian: {
    title: 'Parent or guardian',
    questions: [
      { reference: 'guardian_name', label: 'Parent or guardian name', type: 'text', isRequired: true },
      {
        reference: 'guardian_phone',
        label: 'Parent or guardian phone number',
        type: 'text',
        isRequired: true,
        placeholder: '07700 900123',
      },
      {
        reference: 'school_year',
        label: 'School year',
        type: 'select',
        options: yearGroups.map((year) => ({ value: year.toLowerCase().replace(' ', '_'), label: year })),
      },
    ],
  },
  juniorMedical: {
    title: 'Medical information',
    questions: [
      {
        reference: 'junior_conditions',
        label: 'Medical conditions',
        type: 'checkbox',
        isRequired: true,
        options: [
          { value: 'asthma', label: 'Asthma' },
          { value: 'epilepsy', label: 'Epilepsy' },
          { value: 'diabetes', label: 'Diabetes' },
          { value: 'allergies', label: 'Severe allergies' },
          { value: 'none', label: 'None' },
        ],
      },
      {
        reference: 'junior_medical_notes',
        label: 'Medical notes',
        type: 'text',
        placeholder: 'Medication, inhalers, allergies',
      },
    ],
  },
  studies: {
    title: 'Your studies',
    questions: [
      {
        reference: 'place_of_study',
        label: 'Place of study',
        type: 'text',
        isRequired: true,
        placeholder: 'University of Leeds',
      },
      { reference: 'student_id', label: 'Student ID number', type: 'text', isRequired: true },
      { reference: 'course_end_date', label: 'Course end date', type: 'date', isRequired: true },
    ],
  },
  racquets: {
    title: 'Playing',
    questions: [
      {
        reference: 'racquets_sports',
        label: 'Sports you play',
        type: 'multi_select',
        isRequired: true,
        options: [
          { value: 'badminton', label: 'Badminton' },
          { value: 'squash', label: 'Squash' },
          { value: 'tennis', label: 'Tennis' },
          { value: 'table_tennis', label: 'Table tennis' },
        ],
      },
      {
        reference: 'racquets_level',
        label: 'Playing level',
        type: 'select',
        isRequired: true,
        options: [
          { value: 'beginner', label: 'Beginner' },
          { value: 'social', label: 'Social player' },
          { value: 'club', label: 'Club player' },
          { value: 'competitive', label: 'Competitive' },
        ],
      },
      { reference: 'racquets_sessions', label: 'Sessions a week', type: 'number', default: 1, placeholder: '1' },
    ],
  },
  family: {
    title: 'Your family',
    questions: [
      {
        reference: 'family_children',
        label: 'Number of children',
        type: 'number',
        isRequired: true,
        placeholder: '0 to 3',
      },
      { reference: 'family_youngest_birthday', label: "Youngest child's date of birth", type: 'date' },
      {
        reference: 'family_supervision',
        label: 'Supervision agreement',
        type: 'checkbox',
        isRequired: true,
        options: [{ value: 'agreed', label: 'An adult will supervise children under 8 in the water at all times' }],
      },
    ],
  },
};
