"""Search by meaning: the rules' vectors, reading them beside the database and writing them."""
