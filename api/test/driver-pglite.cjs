process.env.MP_TEST_DRIVER = 'pglite';
