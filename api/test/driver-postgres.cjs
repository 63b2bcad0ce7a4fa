process.env.MP_TEST_DRIVER = 'postgres';
